import { describe, expect, it } from "vitest";
import type { PosProduct } from "@pos/core/payments/pos-data.schema";
import { demoIndex, later, listings, product, stamp } from "./catalog.fixtures";
import { CatalogIndex } from "./catalog-index";
import { resolveScan, scanMessages } from "./scan-lookup";

const names = (products: PosProduct[]) => products.map((item) => item.name);

describe("CatalogIndex search", () => {
  it("finds by name ignoring case and accents, names starting with the query first", () => {
    const index = demoIndex();
    expect(names(index.search.search("creme brulee"))).toEqual(["Crème Brûlée Gummies"]);
    expect(names(index.search.search("KUSH"))).toEqual(["Bush Kush", "Pink Kush Pre-rolls", "3.5 g", "28 g"]);
    expect(names(index.search.search("pink"))).toEqual(["Pink Kush Pre-rolls", "3.5 g", "28 g"]);
  });

  it("finds by SKU and barcode, an exact code first, and never lists a master itself", () => {
    const index = demoIndex();
    expect(names(index.search.search("fl-pk-3.5"))).toEqual(["3.5 g"]);
    expect(names(index.search.search("kush-1"))[0]).toBe("Bush Kush");
    expect(names(index.search.search("0628417012951"))).toEqual(["Crème Brûlée Gummies"]);
    expect(names(index.search.search("pink kush 28"))).toEqual(["28 g"]);
    expect(index.search.search("   ")).toEqual([]);
  });
});

describe("CatalogIndex merge", () => {
  it("drops deleted and inactive products and children their master no longer lists", () => {
    const index = demoIndex();
    index.merge(
      listings({
        products: [
          product("crem", { name: "Crème Brûlée Gummies", isDeleted: true, updateDate: later }),
          product("bush", { name: "Bush Kush", isActive: false, updateDate: later }),
          product("master", {
            name: "Pink Kush",
            isMasterProduct: true,
            trackInventory: false,
            childIds: ["small"],
            updateDate: later,
          }),
        ],
      }),
    );
    expect(index.get("crem")).toBeUndefined();
    expect(index.get("big")).toBeUndefined();
    expect(index.byBarcode.has("0628417012951")).toBe(false);
    expect(names(index.search.search("kush"))).toEqual(["Pink Kush Pre-rolls", "3.5 g"]);
    expect(index.version).toBe(2);
  });

  it("builds the same index when the rows come in pieces, children before their masters", () => {
    const whole = demoIndex();
    const ids = ["crem", "kush", "master", "small", "big", "bulk", "gram7", "bush"];
    const paged = new CatalogIndex();
    for (const id of [...ids].reverse()) paged.mergeProducts([whole.get(id) as PosProduct]);
    for (const query of ["kush", "pink", "gummies", "3.5", "shake"])
      expect(names(paged.search.search(query))).toEqual(names(whole.search.search(query)));
    expect([...paged.byBarcode]).toEqual(expect.arrayContaining([...whole.byBarcode]));
    expect(paged.byBarcode.size).toBe(whole.byBarcode.size);
    expect(paged.isListed(paged.get("small") as PosProduct)).toBe(true);
  });

  it("keeps the newest version of a row when an older one arrives in the overlap", () => {
    const index = demoIndex();
    index.merge(listings({ products: [product("bush", { name: "Bush Kush 2", updateDate: later })] }));
    index.merge(listings({ products: [product("bush", { name: "Bush Kush" })] }));
    expect(index.get("bush")?.name).toBe("Bush Kush 2");
    index.merge(
      listings({ stock: [{ productId: "small", batchId: "lot-a", quantity: 9, updateDate: later }] }),
    );
    index.merge(
      listings({ stock: [{ productId: "small", batchId: "lot-a", quantity: 1, updateDate: stamp }] }),
    );
    expect(index.quantityOf(index.get("small") as PosProduct)).toBe(11);
  });
});

describe("CatalogIndex stock", () => {
  it("sums lots, gives a bulk child its master's stock in pieces, and nothing for untracked products", () => {
    const index = demoIndex();
    expect(index.quantityOf(index.get("small") as PosProduct)).toBe(6);
    expect(index.quantityOf(index.get("gram7") as PosProduct)).toBe(4);
    expect(index.quantityOf(index.get("master") as PosProduct)).toBeNull();
    expect(index.quantityOf(index.get("kush") as PosProduct)).toBe(0);
  });

  it("takes the units of the sales waiting in the outbox off the stock it shows: by lot, and a bulk child's grams off its master", () => {
    const index = demoIndex();
    const version = index.version;
    index.setPendingSales([
      { productId: "small", batchId: "lot-b", quantity: 1 },
      { productId: "small", batchId: null, quantity: 2 },
      { productId: "gram7", batchId: null, quantity: 2 },
      { productId: "master", batchId: null, quantity: 1 },
    ]);
    expect(index.version).toBe(version + 1);
    expect(index.quantityOf(index.get("small") as PosProduct)).toBe(3);
    expect(index.batchesOf(index.get("small") as PosProduct).map((row) => row.quantity)).toEqual([1, 4]);
    // 30 g less 2 × 7 g: 16 g, two whole 7 g pieces.
    expect(index.quantityOf(index.get("gram7") as PosProduct)).toBe(2);
    index.setPendingSales([
      { productId: "small", batchId: "lot-b", quantity: 1 },
      { productId: "small", batchId: null, quantity: 2 },
      { productId: "gram7", batchId: null, quantity: 2 },
    ]);
    expect(index.version).toBe(version + 1);
    // Synced: the outbox is empty again and the server's count (its next listings) holds them.
    index.setPendingSales([]);
    expect(index.quantityOf(index.get("small") as PosProduct)).toBe(6);
    expect(index.quantityOf(index.get("gram7") as PosProduct)).toBe(4);
  });

  it("lists a product's lots first-expiring first with their stock", () => {
    const index = demoIndex();
    expect(
      index.batchesOf(index.get("small") as PosProduct).map((row) => [row.batch.lotNumber, row.quantity]),
    ).toEqual([
      ["B200", 2],
      ["A100", 4],
    ]);
  });
});

describe("resolveScan", () => {
  const gs = "\u001d";
  it("finds a product by barcode, by GTIN with or without leading zeros, and by SKU", () => {
    const index = demoIndex();
    const idOf = (code: string) => {
      const match = resolveScan(index, code);
      return match.found ? match.product.id : match.message;
    };
    expect(idOf("0628417000378")).toBe("small");
    expect(idOf("00628417007773")).toBe("kush");
    expect(idOf("0628417007773")).toBe("kush");
    expect(idOf("fl-pk-28")).toBe("big");
    expect(idOf("999")).toBe(scanMessages.notFound("999"));
  });

  it("selects the product and its lot from a GS1 code; an unknown lot lets the cashier pick", () => {
    const index = demoIndex();
    expect(resolveScan(index, `]d201006284170003781721063010B200`)).toMatchObject({
      found: true,
      batchId: "lot-b",
      unknownLot: null,
    });
    expect(resolveScan(index, `0100628417000378${"10"}ZZZ9${gs}17270331`)).toMatchObject({
      found: true,
      batchId: null,
      unknownLot: "ZZZ9",
    });
    expect(resolveScan(index, "(01)00628417000379(10)B200")).toEqual({
      found: false,
      message: scanMessages.unreadable("The GTIN's check digit is wrong"),
    });
  });
});
