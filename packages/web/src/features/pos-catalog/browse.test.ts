import { describe, expect, it } from "vitest";
import type { PosProduct } from "@pos/core/payments/pos-data.schema";
import { isShown, priceRange, productsIn, searchResults } from "./browse";
import { demoIndex, listings, product, stamp } from "./catalog.fixtures";
import { pickMessages, pickOutcome } from "./pick-rules";

const on = { openVariants: true, hideEmptyInventory: true };
const names = (products: PosProduct[]) => products.map((item) => item.name);

function withEmpty() {
  const index = demoIndex();
  index.merge(
    listings({
      products: [
        product("empty", { name: "Empty Jar" }),
        product("papers", { name: "Rolling Papers", trackInventory: false, price: 299 }),
      ],
      stock: [{ productId: "empty", batchId: null, quantity: 0, updateDate: stamp }],
    }),
  );
  return index;
}

describe("browsing", () => {
  it("hides products with no stock when the preference is on, never untracked ones", () => {
    const index = withEmpty();
    const shown = names(productsIn(index, null, true));
    expect(shown).toContain("Rolling Papers");
    expect(shown).not.toContain("Empty Jar");
    expect(shown).not.toContain("Pink Kush Pre-rolls");
    expect(names(productsIn(index, null, false))).toContain("Empty Jar");
    expect(names(searchResults(index, "jar", true, 10))).toEqual([]);
    expect(names(searchResults(index, "jar", false, 10))).toEqual(["Empty Jar"]);
  });

  it("shows a master while one of its variants is shown, priced over its variants", () => {
    const index = demoIndex();
    const master = index.get("master") as PosProduct;
    expect(isShown(index, master, true)).toBe(true);
    index.merge(
      listings({
        stock: [
          { productId: "small", batchId: "lot-a", quantity: 0, updateDate: "2026-05-01T11:00:00.000Z" },
          { productId: "small", batchId: "lot-b", quantity: 0, updateDate: "2026-05-01T11:00:00.000Z" },
        ],
      }),
    );
    expect(isShown(index, master, true)).toBe(false);
    expect(priceRange(index, master, false)).toEqual([1000, 1000]);
  });
});

describe("pickOutcome", () => {
  it("refuses a product the location may not sell with the server's message, lot chosen or not", () => {
    const index = demoIndex();
    const blocked = { ...(index.get("small") as PosProduct), complianceBlock: "Small has no GTIN: ..." };
    expect(pickOutcome(index, on, blocked)).toEqual({ kind: "error", message: "Small has no GTIN: ..." });
    expect(pickOutcome(index, on, blocked, "lot-a")).toEqual({
      kind: "error",
      message: "Small has no GTIN: ...",
    });
  });

  it("opens a master's variants, or takes its first shown variant when openVariants is off", () => {
    const index = demoIndex();
    const master = index.get("master") as PosProduct;
    expect(pickOutcome(index, on, master)).toEqual({ kind: "ask", dialog: { kind: "variants", master } });
    const off = pickOutcome(index, { ...on, openVariants: false }, master);
    expect(off).toMatchObject({ kind: "ask", dialog: { kind: "batch", product: { id: "small" } } });
    const bulk = index.get("bulk") as PosProduct;
    expect(pickOutcome(index, { ...on, openVariants: false }, bulk)).toMatchObject({
      kind: "add",
      product: { id: "gram7" },
      batchId: null,
    });
  });

  it("asks for the lot when several are in stock, takes the only one, and reports a master with nothing to sell", () => {
    const index = demoIndex();
    const small = index.get("small") as PosProduct;
    expect(pickOutcome(index, on, small)).toMatchObject({
      kind: "ask",
      dialog: { kind: "batch", unknownLot: null },
    });
    expect(pickOutcome(index, on, small, "lot-a")).toEqual({ kind: "add", product: small, batchId: "lot-a" });
    expect(pickOutcome(index, on, small, null, "ZZ9")).toMatchObject({
      kind: "ask",
      dialog: { unknownLot: "ZZ9" },
    });
    index.merge(
      listings({
        stock: [
          { productId: "small", batchId: "lot-b", quantity: 0, updateDate: "2026-05-01T11:00:00.000Z" },
        ],
      }),
    );
    expect(pickOutcome(index, on, small)).toEqual({ kind: "add", product: small, batchId: "lot-a" });
    index.merge(
      listings({
        stock: [{ productId: "bulk", batchId: null, quantity: 0, updateDate: "2026-05-01T11:00:00.000Z" }],
      }),
    );
    const bulk = index.get("bulk") as PosProduct;
    expect(pickOutcome(index, on, bulk)).toEqual({
      kind: "error",
      message: pickMessages.noVariants("House Shake"),
    });
  });
});
