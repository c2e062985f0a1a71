import { describe, expect, it } from "vitest";
import { createBatch } from "@pos/core/inventory/stock";
import { inventoryMessages } from "@pos/core/inventory/inventory-log.schema";
import { productItem, putMaster, putProducts } from "../support/catalog";
import { stockWorld, type StockWorld } from "../support/stock-world";
import { callerFor, failureOf, makeUser } from "../support/world";

type Adjust = Parameters<StockWorld["caller"]["inventory"]["adjust"]>[0];

const adjust = (world: StockWorld, fields: Partial<Adjust>) =>
  world.caller.inventory.adjust({
    companyId: world.companyId,
    locationId: world.location.id,
    productId: world.products.gummies.productId,
    quantity: 1,
    reason: "received",
    ...fields,
  });

const overview = (world: StockWorld, fields: Record<string, unknown> = {}) =>
  world.caller.inventory.overview({ companyId: world.companyId, locationId: world.location.id, ...fields });

/** Gummies 10 at $2.50; flower lot B2 4 at $5.00 and lot A1 2 at $4.00; papers do not track. */
async function stocked(options: Parameters<typeof stockWorld>[0] = {}) {
  const world = await stockWorld(options);
  const { flower } = world.products;
  await adjust(world, { quantity: 10, unitCost: 250 });
  await adjust(world, { productId: flower.productId, batchId: world.lots.b.id, quantity: 4, unitCost: 500 });
  await adjust(world, { productId: flower.productId, batchId: world.lots.a.id, quantity: 2, unitCost: 400 });
  return world;
}

describe("inventory.overview", () => {
  it("lists on hand, cost and value per product, lots earliest expiry first, with totals", async () => {
    const world = await stocked();
    const page = await overview(world);
    expect(page.totals).toEqual({ units: 16, value: 10 * 250 + 4 * 500 + 2 * 400 });
    expect(page.count).toBe(2);
    expect(page.hideEmpty).toBe(true);
    const [flower, gummies] = page.rows;
    expect(gummies).toMatchObject({
      name: "Gummies",
      sku: "GUM-1",
      onHand: 10,
      unitCost: 250,
      value: 2500,
      lots: [],
    });
    expect(flower).toMatchObject({ name: "Flower", onHand: 6, value: 2800 });
    expect(flower!.lots).toEqual([
      {
        batchId: world.lots.a.id,
        lotNumber: "A1",
        expiryDate: "2027-01-31",
        onHand: 2,
        unitCost: 400,
        value: 800,
      },
      {
        batchId: world.lots.b.id,
        lotNumber: "B2",
        expiryDate: "2027-06-30",
        onHand: 4,
        unitCost: 500,
        value: 2000,
      },
    ]);
  });

  it("follows an adjustment at once", async () => {
    const world = await stocked();
    await overview(world);
    await adjust(world, { quantity: -3, reason: "damaged" });
    const gummies = (await overview(world)).rows.find((row) => row.name === "Gummies");
    expect(gummies?.onHand).toBe(7);
  });

  it("hides products with nothing on hand by default, shows them on request, and keeps the company's choice", async () => {
    const world = await stockWorld();
    await adjust(world, { quantity: 5 });
    expect((await overview(world)).rows.map((row) => row.name)).toEqual(["Gummies"]);
    expect((await overview(world, { hideEmpty: false })).rows.map((row) => row.name)).toEqual([
      "Flower",
      "Gummies",
    ]);
    const showing = await stockWorld({ hideEmptyInventory: false });
    const page = await overview(showing);
    expect(page.hideEmpty).toBe(false);
    expect(page.rows.map((row) => row.name)).toEqual(["Flower", "Gummies"]);
  });

  it("is per location", async () => {
    const world = await stocked();
    const page = await world.caller.inventory.overview({
      companyId: world.companyId,
      locationId: world.second.id,
    });
    expect(page).toMatchObject({ rows: [], count: 0, totals: { units: 0, value: 0 } });
  });

  it("flags low stock against the product's reorder point, else the company's default", async () => {
    const world = await stocked({ defaultReorderPoint: 6 });
    let [flower, gummies] = (await overview(world)).rows;
    expect(flower).toMatchObject({ reorderPoint: 6, reorderPointIsDefault: true, lowStock: true });
    expect(gummies).toMatchObject({ reorderPoint: 6, lowStock: false });
    await world.caller.inventory.setReorderPoint({
      companyId: world.companyId,
      locationId: world.location.id,
      productId: world.products.gummies.productId,
      reorderPoint: 10,
    });
    [flower, gummies] = (await overview(world)).rows;
    expect(gummies).toMatchObject({ reorderPoint: 10, reorderPointIsDefault: false, lowStock: true });
    await world.caller.inventory.setReorderPoint({
      companyId: world.companyId,
      locationId: world.location.id,
      productId: world.products.gummies.productId,
      reorderPoint: null,
    });
    expect((await overview(world)).rows[1]).toMatchObject({ reorderPoint: 6, reorderPointIsDefault: true });
    const second = await world.caller.inventory.overview({
      companyId: world.companyId,
      locationId: world.second.id,
      hideEmpty: false,
    });
    expect(second.rows.find((row) => row.name === "Gummies")).toMatchObject({
      reorderPoint: 6,
      lowStock: true,
    });
  });

  it("has no reorder point and no flag without one", async () => {
    const world = await stocked();
    expect((await overview(world)).rows[0]).toMatchObject({ reorderPoint: null, lowStock: false });
  });

  it("refuses a bad reorder point with a 400 and writes nothing", async () => {
    const world = await stocked();
    const set = (fields: Record<string, unknown>) =>
      world.caller.inventory.setReorderPoint({
        companyId: world.companyId,
        locationId: world.location.id,
        productId: world.products.gummies.productId,
        reorderPoint: 3,
        ...fields,
      });
    expect(await failureOf(set({ reorderPoint: -1 }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await failureOf(set({ locationId: world.other.location.id }))).toMatchObject({
      code: "BAD_REQUEST",
      message: inventoryMessages.unknownLocation,
    });
    expect(await failureOf(set({ productId: world.other.product.productId }))).toMatchObject({
      code: "BAD_REQUEST",
      message: inventoryMessages.unknownProduct,
    });
    expect(await failureOf(set({ productId: world.products.papers.productId }))).toMatchObject({
      code: "BAD_REQUEST",
      message: inventoryMessages.notTracked("Papers"),
    });
    expect((await overview(world)).rows.every((row) => row.reorderPoint === null)).toBe(true);
  });

  it("searches and filters as the product list does, and lists children that hold stock under their master's name", async () => {
    const world = await stocked();
    const { companyId } = world;
    const { master, children } = await putMaster(
      companyId,
      { name: "Vape", trackInventory: false, supplierId: "sup-1" },
      [
        { name: "Mango", sku: "VAPE-M" },
        { name: "Grape", sku: "VAPE-G" },
      ],
    );
    await adjust(world, { productId: children[0]!.productId, quantity: 3 });
    const search = await overview(world, { searchQuery: "gum" });
    expect(search.rows.map((row) => row.name)).toEqual(["Gummies"]);
    expect(search.totals).toEqual({ units: 10, value: 2500 });
    const bySupplier = await overview(world, { selectedSupplierId: "sup-1", hideEmpty: false });
    expect(bySupplier.rows.map((row) => [row.parentName, row.name])).toEqual([
      [master.name, "Mango"],
      [master.name, "Grape"],
    ]);
    expect((await overview(world, { view: "inactive" })).rows).toEqual([]);
  });

  it("pages with a cursor, totals over every page", async () => {
    const world = await stockWorld();
    const items = await putProducts(
      Array.from({ length: 45 }, (_, index) =>
        productItem(world.companyId, { name: `Item ${String(index).padStart(2, "0")}` }),
      ),
    );
    for (const item of items.slice(0, 25))
      await adjust(world, { productId: item.productId, quantity: 2, unitCost: 100 });
    const first = await overview(world, { limit: 20, hideEmpty: false });
    expect(first.rows).toHaveLength(20);
    expect(first.count).toBe(47);
    expect(first.totals).toEqual({ units: 50, value: 5000 });
    const second = await overview(world, { limit: 20, hideEmpty: false, cursor: first.nextCursor });
    const third = await overview(world, { limit: 20, hideEmpty: false, cursor: second.nextCursor });
    expect(third.rows).toHaveLength(7);
    expect(third.nextCursor).toBeNull();
    const names = [...first.rows, ...second.rows, ...third.rows].map((row) => row.name);
    expect(new Set(names).size).toBe(47);
    const hidden = await overview(world, { limit: 20 });
    expect(hidden.count).toBe(25);
  });

  it("refuses a forged cursor, a page size not offered and another company's location", async () => {
    const world = await stocked();
    expect(await failureOf(overview(world, { cursor: "abc" }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await failureOf(overview(world, { limit: 1000 }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await failureOf(overview(world, { locationId: world.other.location.id }))).toMatchObject({
      code: "BAD_REQUEST",
      message: inventoryMessages.unknownLocation,
    });
  });

  it("needs CAN_MANAGE_INVENTORY", async () => {
    const world = await stocked();
    const stranger = await callerFor((await makeUser()).token);
    expect(
      await failureOf(
        stranger.inventory.overview({ companyId: world.companyId, locationId: world.location.id }),
      ),
    ).toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("stock of one product", () => {
  it("gives on hand per location and per lot, and every lot of the product", async () => {
    const world = await stocked();
    const { flower } = world.products;
    await world.caller.inventory.adjust({
      companyId: world.companyId,
      locationId: world.second.id,
      productId: flower.productId,
      batchId: world.lots.a.id,
      quantity: 1,
      reason: "received",
      unitCost: 400,
    });
    const lotC = await createBatch({
      companyId: world.companyId,
      productId: flower.productId,
      lotNumber: "C3",
    });
    const view = await world.caller.inventory.stockOfProduct({
      companyId: world.companyId,
      productId: flower.productId,
    });
    expect(view.lotTracked).toBe(true);
    expect(view.totals).toEqual({ units: 7, value: 3200 });
    expect(view.batches.map((batch) => batch.lotNumber).sort()).toEqual(["A1", "B2", "C3"]);
    const main = view.locations.find((entry) => entry.locationId === world.location.id);
    expect(main?.lots.map((lot) => [lot.lotNumber, lot.onHand])).toEqual([
      ["A1", 2],
      ["B2", 4],
    ]);
    expect(view.locations.find((entry) => entry.locationId === world.second.id)?.onHand).toBe(1);
    const here = await world.caller.inventory.productAtLocation({
      companyId: world.companyId,
      locationId: world.second.id,
      productId: flower.productId,
    });
    expect(here.locations).toEqual([expect.objectContaining({ locationId: world.second.id, onHand: 1 })]);
    expect(here.batches.some((batch) => batch.id === lotC.id)).toBe(true);
  });

  it("gives the product list's on-hand column for one location or every location", async () => {
    const world = await stocked();
    const { gummies, flower, papers } = world.products;
    await adjust(world, { locationId: world.second.id, quantity: 5 });
    const productIds = [gummies.productId, flower.productId, papers.productId];
    expect(
      await world.caller.inventory.onHand({
        companyId: world.companyId,
        locationId: world.location.id,
        productIds,
      }),
    ).toEqual({
      [gummies.productId]: 10,
      [flower.productId]: 6,
      [papers.productId]: 0,
    });
    expect(await world.caller.inventory.onHand({ companyId: world.companyId, productIds })).toMatchObject({
      [gummies.productId]: 15,
    });
    expect(
      await failureOf(
        world.caller.inventory.onHand({
          companyId: world.companyId,
          locationId: world.other.location.id,
          productIds,
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("refuses another company's product", async () => {
    const world = await stocked();
    expect(
      await failureOf(
        world.caller.inventory.stockOfProduct({
          companyId: world.companyId,
          productId: world.other.product.productId,
        }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
  });
});
