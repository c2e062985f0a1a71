// The register's catalogue (pos-and-accounts.md 4 "Listings refresh incrementally", 7 "POS data"): a cold load, then
// only what changed since the last answer, with the register's location overrides applied.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listCategories } from "@pos/core/catalog/categories";
import { productSequence } from "@pos/core/catalog/products";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { createLocation } from "@pos/core/company/company";
import { Company } from "@pos/core/company/company.entity";
import { Counter } from "@pos/core/db/counter.entity";
import { createBatch, setStock } from "@pos/core/inventory/stock";
import type { PosListings, PosListingsPage, PosProduct } from "@pos/core/payments/pos-data.schema";
import { seedDemoCatalogue } from "@pos/functions/local/seed-catalogue";
import { demoLots, demoSoldOutSku, seedDemoStock } from "@pos/functions/local/seed-stock";
import { CatalogIndex } from "../../packages/web/src/features/pos-catalog/catalog-index";
import { resolveScan } from "../../packages/web/src/features/pos-catalog/scan-lookup";
import {
  editProduct,
  productItem,
  putCategory,
  putMaster,
  putProducts,
  putTaxGroup,
} from "../support/catalog";
import { callerFor, failureOf, makeCompany, makeDevice, makeUser, type Caller } from "../support/world";

const clock = fixedClock("2026-05-01T10:00:00.000Z");

const ids = (listings: PosListings) => listings.products.map((product) => product.id).sort();
const byId = (listings: PosListings, id: string) => listings.products.find((product) => product.id === id);

describe("posData.listings", () => {
  let register: Caller;
  let companyId: number;
  let here: string;
  let elsewhere: string;
  const names = { flower: "", whole: "", hst: "" };
  const products = {
    plain: productItem(1),
    hidden: productItem(1),
    master: productItem(1),
    child: productItem(1),
  };
  let otherProductId: string;
  let cold: PosListings;

  beforeAll(async () => {
    setClock(clock);
    const { company, location } = await makeCompany();
    companyId = company.id;
    await Company.patch({ companyId }).set({ isBatchTracking: true }).go();
    here = location.id;
    elsewhere = (await createLocation({ companyId, name: "Second Street" })).id;
    register = await callerFor((await makeDevice(companyId, here)).token);
    await listCategories({ companyId });
    names.flower = await putCategory(companyId, "Flower");
    names.whole = await putCategory(companyId, "Whole flower", names.flower);
    names.hst = await putTaxGroup(companyId, "HST 13%");
    const override = (locationId: string, fields: object) => ({
      locationId,
      retailPrice: null,
      wholesaleCost: null,
      isActive: null,
      barcode: null,
      ...fields,
    });
    [products.plain, products.hidden] = (await putProducts([
      productItem(companyId, {
        name: "Ghost Train Haze 3.5 g",
        price: 3995,
        barcode: "0628417003706",
        categoryId: names.whole,
        taxGroupId: names.hst,
        locationOverrides: [
          override(here, { retailPrice: 4295, barcode: "QW-GTH" }),
          override(elsewhere, { retailPrice: 9999 }),
        ],
      }),
      productItem(companyId, {
        name: "Bubble Hash 2 g",
        isBatchTracked: true,
        locationOverrides: [override(here, { isActive: false })],
      }),
    ])) as [typeof products.plain, typeof products.hidden];
    const master = await putMaster(companyId, { name: "Pink Kush", trackInventory: false }, [
      { name: "Pink Kush 3.5 g", price: 3995 },
    ]);
    products.master = master.master;
    products.child = master.children[0] as typeof products.child;
    const [other] = await putProducts([productItem(companyId + 1, { name: "Another company's product" })]);
    otherProductId = other?.productId ?? "";
    await setStock({ companyId, locationId: here, productId: products.plain.productId, quantity: 5 });
    await setStock({ companyId, locationId: elsewhere, productId: products.plain.productId, quantity: 9 });
    const lot = await createBatch({ companyId, productId: products.hidden.productId, lotNumber: "BH-0425" });
    await setStock({
      companyId,
      locationId: here,
      productId: products.hidden.productId,
      batchId: lot.id,
      quantity: 3,
    });
    clock.advance(60_000);
    cold = await register.posData.listings({ since: null });
  });

  afterAll(() => setClock(null));

  it("loads every product of the company cold, never another company's", () => {
    expect(cold.asOf).toBe("2026-05-01T10:01:00.000Z");
    expect(ids(cold)).toEqual(
      [products.plain, products.hidden, products.master, products.child].map((item) => item.productId).sort(),
    );
    expect(ids(cold)).not.toContain(otherProductId);
    expect(byId(cold, products.master.productId)?.childIds).toEqual([products.child.productId]);
    expect(byId(cold, products.child.productId)?.parentId).toBe(products.master.productId);
  });

  it("applies the register's location override: price, barcode and activity", () => {
    const plain = byId(cold, products.plain.productId);
    expect(plain).toMatchObject({ price: 4295, barcode: "QW-GTH", isActive: true, taxGroupId: names.hst });
    expect(plain?.categoryIds).toEqual([names.whole, names.flower]);
    expect(byId(cold, products.hidden.productId)).toMatchObject({ isActive: false, isBatchTracked: true });
    expect(byId(cold, products.child.productId)?.price).toBe(3995);
  });

  it("sells a lot-tracked product by lot only while the company tracks lots (admin.md 5)", async () => {
    await Company.patch({ companyId }).set({ isBatchTracking: false }).go();
    const off = await register.posData.listings({ since: null });
    await Company.patch({ companyId }).set({ isBatchTracking: true }).go();
    expect(byId(off, products.hidden.productId)?.isBatchTracked).toBe(false);
    expect(byId(cold, products.hidden.productId)?.isBatchTracked).toBe(true);
  });

  it("sends the location's stock and the lots, the categories without Fees and the tax groups whole", () => {
    expect(
      cold.stock.map(({ productId, batchId, quantity }) => [productId, batchId, quantity]).sort(),
    ).toEqual(
      [
        [products.plain.productId, null, 5],
        [products.hidden.productId, cold.batches[0]?.id, 3],
      ].sort(),
    );
    expect(cold.batches.map((batch) => [batch.productId, batch.lotNumber])).toEqual([
      [products.hidden.productId, "BH-0425"],
    ]);
    expect(cold.categories.map((category) => [category.name, category.parentId])).toEqual([
      ["Flower", null],
      ["Whole flower", names.flower],
    ]);
    expect(cold.taxGroups).toEqual([{ id: names.hst, name: "HST 13%", taxes: [{ name: "HST", rate: 13 }] }]);
  });

  it("then sends only the product, stock and lot rows changed since, a deleted product flagged", async () => {
    clock.advance(60_000);
    await editProduct(products.plain, { name: "Ghost Train Haze 3.5 g (new label)" });
    await editProduct(products.hidden, { isDeleted: true });
    await setStock({ companyId, locationId: here, productId: products.child.productId, quantity: 12 });
    await setStock({ companyId, locationId: elsewhere, productId: products.child.productId, quantity: 1 });
    const lot = await createBatch({ companyId, productId: products.plain.productId, lotNumber: "GT-0501" });
    clock.advance(1_000);
    const next = await register.posData.listings({ since: cold.asOf });
    expect(next.asOf).toBe("2026-05-01T10:02:01.000Z");
    expect(ids(next)).toEqual([products.plain.productId, products.hidden.productId].sort());
    expect(byId(next, products.plain.productId)?.name).toBe("Ghost Train Haze 3.5 g (new label)");
    expect(byId(next, products.hidden.productId)?.isDeleted).toBe(true);
    expect(next.stock.map(({ productId, quantity }) => [productId, quantity])).toEqual([
      [products.child.productId, 12],
    ]);
    expect(next.batches.map((batch) => batch.id)).toEqual([lot.id]);
    expect(next.categories).toHaveLength(2);
  });

  it("re-reads a short overlap before `since`, so a write stamped during the last read is not missed", async () => {
    clock.advance(60_000);
    const since = clock.now().toISOString();
    clock.advance(-5_000);
    await editProduct(products.child, { price: 4195 });
    clock.advance(30_000);
    const next = await register.posData.listings({ since });
    expect(byId(next, products.child.productId)?.price).toBe(4195);
  });

  it("refuses a bad `since` and a caller that is not a register", async () => {
    expect((await failureOf(register.posData.listings({ since: "yesterday" }))).code).toBe("BAD_REQUEST");
    const user = await makeUser();
    expect((await failureOf((await callerFor(user.token)).posData.listings({ since: null }))).code).toBe(
      "UNAUTHORIZED",
    );
  });
});

describe("the demo register's stock", () => {
  let listings: PosListings;
  beforeAll(async () => {
    const { company, location } = await makeCompany();
    const second = await createLocation({ companyId: company.id, name: "Kensington" });
    await seedDemoCatalogue(company.id, second.id);
    await seedDemoStock(company.id, [location.id, second.id]);
    const register = await callerFor((await makeDevice(company.id, location.id)).token);
    listings = await register.posData.listings({ since: null });
  }, 180_000);

  it("has stock for every tracked product, one sold out, and lot-tracked products in two lots", () => {
    const tracked = listings.products.filter((product) => product.trackInventory);
    const stocked = new Set(listings.stock.map((row) => row.productId));
    expect(tracked.length).toBeGreaterThan(40);
    for (const product of tracked) expect(stocked.has(product.id), product.name).toBe(true);
    const index = new CatalogIndex();
    index.merge(listings);
    const soldOut = listings.products.find((product) => product.sku === demoSoldOutSku) as PosProduct;
    expect(index.quantityOf(soldOut)).toBe(0);
    for (const { sku, lots } of demoLots) {
      const product = listings.products.find((item) => item.sku === sku) as PosProduct;
      expect(product.isBatchTracked).toBe(true);
      expect(
        index.batchesOf(product).map((row) => [row.batch.lotNumber, row.batch.expiryDate, row.quantity]),
      ).toEqual(lots.map((lot) => [lot.lotNumber, lot.expiryDate, lot.quantity]));
    }
  });

  it("resolves a GS1 code from a demo package to its product and lot", () => {
    const index = new CatalogIndex();
    index.merge(listings);
    const match = resolveScan(index, "]d201006284170037061017270930\u001d10GTH-2609B");
    expect(match.found && [match.product.sku, index.batch(match.batchId ?? "")?.lotNumber]).toEqual([
      "FL-001",
      "GTH-2609B",
    ]);
  });
});

describe("posData.listings in pages", () => {
  const pageSize = 10;
  const start = "2026-06-01T09:00:00.000Z";
  const clock = fixedClock(start);
  let register: Caller;
  let companyId: number;
  let productIds: string[];
  let lotIds: string[];

  /** Every page of a load (the `since` and page size given), as answered. */
  async function loadPages(since: string | null): Promise<PosListingsPage[]> {
    const pages: PosListingsPage[] = [];
    let cursor: string | null = null;
    do {
      const page: PosListingsPage = await register.posData.listings({ since, cursor, pageSize });
      pages.push(page);
      cursor = page.cursor;
    } while (cursor !== null && pages.length < 20);
    return pages;
  }

  beforeAll(async () => {
    setClock(clock);
    const { company, location } = await makeCompany();
    companyId = company.id;
    register = await callerFor((await makeDevice(companyId, location.id)).token);
    await putCategory(companyId, "Edibles");
    // 2.5 pages of products, each with stock; a few lots.
    const items = await putProducts(
      Array.from({ length: 25 }, (_, index) => productItem(companyId, { name: `Gummies ${index}` })),
    );
    productIds = items.map((item) => item.productId);
    // The products module numbers a company's products; these were written with ids of their own.
    await Counter.put({ name: productSequence(companyId), value: productIds.length }).go();
    const lots = await Promise.all(
      productIds
        .slice(0, 3)
        .map((productId) => createBatch({ companyId, productId, lotNumber: `L-${productId}` })),
    );
    lotIds = lots.map((lot) => lot.id);
    await Promise.all(
      productIds.map((productId) => setStock({ companyId, locationId: location.id, productId, quantity: 7 })),
    );
    clock.advance(60_000);
  });

  afterAll(() => setClock(null));

  it("sends a bounded page at a time, each row exactly once, with the first page's asOf on every page", async () => {
    const pages = await loadPages(null);
    expect(pages.map((page) => page.products.length)).toEqual([10, 10, 5]);
    expect(pages.map((page) => page.stock.length)).toEqual([20, 5, 0]);
    const sent = pages.flatMap((page) => page.products.map((product) => product.id));
    expect(sent.sort()).toEqual([...productIds].sort());
    expect(pages.flatMap((page) => page.stock.map((row) => row.productId)).sort()).toEqual(
      [...productIds].sort(),
    );
    expect(pages.flatMap((page) => page.batches.map((batch) => batch.id)).sort()).toEqual([...lotIds].sort());
    expect(pages.map((page) => [page.asOf, page.productTotal])).toEqual(
      pages.map(() => [pages[0]?.asOf, 25]),
    );
    expect(pages.map((page) => page.categories.length > 0)).toEqual([true, false, false]);
    expect(pages.map((page) => page.cursor === null)).toEqual([false, false, true]);
  });

  it("refuses a cursor that is not one, or that points into another company's list, and reads on unharmed", async () => {
    const first = await register.posData.listings({ since: null, pageSize });
    const second = await register.posData.listings({ since: null, cursor: first.cursor, pageSize });
    const other = await makeCompany();
    await putProducts([productItem(other.company.id), productItem(other.company.id)]);
    const stranger = await callerFor((await makeDevice(other.company.id, other.location.id)).token);
    const foreign = (await stranger.posData.listings({ since: null, pageSize: 1 })).cursor;
    const state = JSON.parse(Buffer.from(first.cursor ?? "", "base64url").toString()) as {
      products: Record<string, string>;
    };
    const outside = { ...state, products: { ...state.products, gsi2sk: "$zzz" } };
    for (const [cursor, message] of [
      ["not-a-cursor", "This listings cursor is not valid: start the load again."],
      [foreign, "This page key does not belong to this list."],
      [
        Buffer.from(JSON.stringify(outside)).toString("base64url"),
        "This page key does not belong to this list.",
      ],
    ] as const) {
      const failure = await failureOf(register.posData.listings({ since: null, cursor, pageSize }));
      expect([failure.code, failure.appCode, failure.message]).toEqual([
        "BAD_REQUEST",
        "INVALID_INPUT",
        message,
      ]);
    }
    const again = await register.posData.listings({ since: null, cursor: first.cursor, pageSize });
    expect(again.products.map((product) => product.id)).toEqual(second.products.map((product) => product.id));
  });

  it("keeps the first page's asOf, so the next refresh has what was written while the pages came", async () => {
    const first = await register.posData.listings({ since: null, pageSize });
    const edited = first.products[0]?.id ?? "";
    clock.advance(1_000);
    await editProduct(productItem(companyId, { productId: edited }), { name: "Gummies (new label)" });
    const [added] = await putProducts([productItem(companyId, { name: "Added during the load" })]);
    clock.advance(5 * 60_000);
    let page = first;
    while (page.cursor !== null)
      page = await register.posData.listings({ since: null, cursor: page.cursor, pageSize });
    expect(page.asOf).toBe(first.asOf);
    clock.advance(1_000);
    const next = await register.posData.listings({ since: page.asOf, pageSize });
    expect(next.products.map((product) => [product.id, product.name]).sort()).toEqual(
      [
        [edited, "Gummies (new label)"],
        [added?.productId, "Added during the load"],
      ].sort(),
    );
  });

  it("pages a refresh the same way, without counting the products", async () => {
    clock.advance(60_000);
    const since = clock.now().toISOString();
    clock.advance(20_000);
    for (const productId of productIds.slice(0, 15))
      await editProduct(productItem(companyId, { productId }), { price: 1500 });
    const pages = await loadPages(since);
    expect(pages.map((page) => [page.products.length, page.productTotal])).toEqual([
      [10, null],
      [5, null],
    ]);
    expect(pages.flatMap((page) => page.products.map((product) => product.price))).toEqual(
      Array.from({ length: 15 }, () => 1500),
    );
  });
});
