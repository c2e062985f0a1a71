import { describe, expect, it } from "vitest";
import { InventoryLog } from "@pos/core/inventory/inventory-log.entity";
import { systemLedgerActor } from "@pos/core/inventory/inventory-log.schema";
import { setReorderPoint } from "@pos/core/inventory/reorder-points";
import { setStock } from "@pos/core/inventory/stock";
import { noBatch } from "@pos/core/inventory/stock.entity";
import { applyStockChanges } from "@pos/core/inventory/stock-ledger";
import { editProduct, productItem, putCategory, putProducts, putSupplier } from "../support/catalog";
import { purchasingWorld } from "../support/purchasing-world";
import { makeStaff, missingPermission } from "../support/staff";
import { failureOf } from "../support/world";

const dayMs = 86_400_000;

/** analytics/restock over products whose ledger the test writes, checked against figures summed from that ledger. */
async function restockWorld() {
  const world = await purchasingWorld();
  const { companyId, main } = world;
  const edibles = await putCategory(companyId, "Edibles");
  const rollers = await putSupplier(companyId, "Rollers Inc");
  await editProduct(world.gummies, { categoryId: edibles, supplierId: world.supplierId });
  const [preRoll, soda] = await putProducts([
    productItem(companyId, { name: "Pre-roll", sku: "PR-1", supplierId: rollers }),
    productItem(companyId, { name: "Soda", sku: "SD-1", supplierId: rollers, categoryId: edibles }),
  ]);
  await setStock({ companyId, locationId: main, productId: preRoll!.productId, quantity: 80, unitCost: 300 });
  await setStock({ companyId, locationId: main, productId: soda!.productId, quantity: 100, unitCost: 100 });
  await setReorderPoint({
    companyId,
    locationId: main,
    productId: world.gummies.productId,
    reorderPoint: 12,
  });
  await setReorderPoint({ companyId, locationId: main, productId: soda!.productId, reorderPoint: 5 });
  const move = (productId: string, quantity: number, daysAgo: number) => {
    const key = { locationId: main, productId, batchId: noBatch };
    return applyStockChanges(
      [key],
      () => [{ ...key, quantity, type: quantity < 0 ? "SALE" : "REFUND", productName: "x" }],
      {
        companyId,
        actor: systemLedgerActor,
        at: new Date(Date.now() - daysAgo * dayMs).toISOString(),
        document: null,
        blockNegative: false,
        costOption: "weightedAverage",
      },
    );
  };
  // Pre-roll: 45 sold and 5 refunded in the window, 10 sold before it (not counted).
  await move(preRoll!.productId, -10, 40);
  await move(preRoll!.productId, -30, 20);
  await move(preRoll!.productId, -15, 5);
  await move(preRoll!.productId, 5, 2);
  await move(soda!.productId, -3, 3);
  await move(world.gummies.productId, -1, 1);
  return { ...world, edibles, rollers, preRoll: preRoll!, soda: soda! };
}

/** The expected row, from the ledger entries at the location: on hand = their sum, sold = minus the window's sales and refunds. */
async function fromLedger(companyId: number, locationId: string, productId: string, reorderPoint: number) {
  const entries = (
    await InventoryLog.query.byLocation({ companyId, locationId }).go({ pages: "all" })
  ).data.filter((entry) => entry.productId === productId);
  const since = new Date(Date.now() - 30 * dayMs).toISOString();
  const onHand = entries.reduce((sum, entry) => sum + entry.quantityChange, 0);
  const sold = -entries
    .filter((entry) => (entry.type === "SALE" || entry.type === "REFUND") && entry.createDate >= since)
    .reduce((sum, entry) => sum + entry.quantityChange, 0);
  const dailyRate = sold / 30;
  return {
    onHand,
    sold,
    daysOfCover: dailyRate > 0 ? onHand / dailyRate : null,
    suggested: Math.max(0, Math.ceil(reorderPoint + dailyRate * 30 - onHand)),
  };
}

describe("analytics/restock", () => {
  it("lists products at their reorder point or running out within N days, with the order's suggested quantity", async () => {
    const world = await restockWorld();
    const { companyId, main, caller } = world;
    const gummies = await fromLedger(companyId, main, world.gummies.productId, 12);
    const preRoll = await fromLedger(companyId, main, world.preRoll.productId, 0);
    expect(gummies).toMatchObject({ onHand: 9, sold: 1 });
    expect(preRoll).toMatchObject({ onHand: 30, sold: 40 });

    const report = await caller.analytics.restock({ companyId, locationId: main, horizonDays: 30 });
    const month = report.rows;
    expect(month.map((row) => [row.name, row.onHand, row.sold, row.suggested, row.reasons])).toEqual([
      ["Pre-roll", preRoll.onHand, preRoll.sold, preRoll.suggested, ["runningOut"]],
      ["Gummies", gummies.onHand, gummies.sold, gummies.suggested, ["reorderPoint"]],
    ]);
    expect(month[0]!.daysOfCover).toBeCloseTo(preRoll.daysOfCover!, 4);
    expect(month[0]).toMatchObject({
      supplierId: world.rollers,
      supplierName: "Rollers Inc",
      categoryId: null,
      categoryName: null,
    });
    expect(month[1]).toMatchObject({ categoryName: "Edibles", supplierName: "Green Farms" });
    expect(report.suppliers.map((entry) => entry.name)).toEqual(["Green Farms", "Rollers Inc"]);
    expect(report.categories.map((entry) => entry.name)).toContain("Edibles");

    // 22.5 days of cover: not within 14 days; Soda (97 on hand, point 5) never listed.
    const fortnight = await caller.analytics.restock({ companyId, locationId: main });
    expect(fortnight.rows.map((row) => row.name)).toEqual(["Gummies"]);
    const bySupplier = await caller.analytics.restock({
      companyId,
      locationId: main,
      horizonDays: 30,
      supplierId: world.rollers,
    });
    expect(bySupplier.rows.map((row) => row.name)).toEqual(["Pre-roll"]);
    const byCategory = await caller.analytics.restock({
      companyId,
      locationId: main,
      horizonDays: 30,
      categoryId: world.edibles,
    });
    expect(byCategory.rows.map((row) => row.name)).toEqual(["Gummies"]);

    // The purchase order's suggested order proposes the same quantities.
    const lines = await caller.purchaseOrders.suggest({
      companyId,
      locationId: main,
      productIds: month.map((row) => row.productId),
    });
    expect(new Map(lines.map((line) => [line.name, line.quantity]))).toEqual(
      new Map(month.map((row) => [row.name, row.suggested])),
    );
  });

  it("refuses a bad location or horizon, and readers without reports at the location", async () => {
    const world = await restockWorld();
    const { companyId, main, caller } = world;
    expect(await failureOf(caller.analytics.restock({ companyId, locationId: "nowhere" }))).toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(
      (await failureOf(caller.analytics.restock({ companyId, locationId: main, horizonDays: 0 }))).code,
    ).toBe("BAD_REQUEST");
    const elsewhere = await makeStaff(companyId, ["CAN_VIEW_REPORTS"], world.riverside);
    const staff = elsewhere.caller;
    expect(await failureOf(staff.analytics.restock({ companyId, locationId: main }))).toMatchObject(
      missingPermission("CAN_VIEW_REPORTS"),
    );
    expect((await staff.analytics.restock({ companyId, locationId: world.riverside })).rows.length).toBe(0);
  });
});
