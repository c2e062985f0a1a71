import { describe, expect, it } from "vitest";
import { systemLedgerActor } from "@pos/core/inventory/inventory-log.schema";
import { restockSuggestions } from "@pos/core/inventory/restock";
import { setReorderPoint } from "@pos/core/inventory/reorder-points";
import { setStock } from "@pos/core/inventory/stock";
import { noBatch } from "@pos/core/inventory/stock.entity";
import { applyStockChanges } from "@pos/core/inventory/stock-ledger";
import { purchasingWorld, type PurchasingWorld } from "../support/purchasing-world";
import { failureOf } from "../support/world";

const dayMs = 86_400_000;

/** A register sale (negative) or refund (positive) of Gummies at Main Street, `daysAgo` days back. */
const sale = (world: PurchasingWorld, quantity: number, daysAgo: number) => {
  const key = { locationId: world.main, productId: world.gummies.productId, batchId: noBatch };
  return applyStockChanges(
    [key],
    () => [{ ...key, quantity, type: quantity < 0 ? "SALE" : "REFUND", productName: "Gummies" }],
    {
      companyId: world.companyId,
      actor: systemLedgerActor,
      at: new Date(Date.now() - daysAgo * dayMs).toISOString(),
      document: null,
      blockNegative: false,
      costOption: "weightedAverage",
    },
  );
};

describe("restock suggestions", () => {
  it("suggests ceil(reorder point + daily rate × cover days − on hand) from the last 30 days' net sales", async () => {
    const world = await purchasingWorld();
    const { companyId, main } = world;
    await setStock({ companyId, locationId: main, productId: world.gummies.productId, quantity: 40 });
    await setReorderPoint({
      companyId,
      locationId: main,
      productId: world.gummies.productId,
      reorderPoint: 25,
    });
    await sale(world, -2, 40);
    await sale(world, -5, 20);
    await sale(world, -7, 3);
    await sale(world, 3, 2);
    const [gummies, ...others] = await restockSuggestions({ companyId, locationId: main });
    expect(others).toEqual([]);
    expect(gummies).toEqual({
      productId: world.gummies.productId,
      name: "Gummies",
      sku: "GUM-1",
      onHand: 29,
      reorderPoint: 25,
      sold: 9,
      dailyRate: 0.3,
      daysOfCover: 96.666667,
      suggested: 5,
    });
    expect(
      (await restockSuggestions({ companyId, locationId: main, days: 7, coverDays: 10 }))[0],
    ).toMatchObject({
      sold: 4,
      suggested: 2,
    });

    const lines = await world.caller.purchaseOrders.suggest({ companyId, locationId: main });
    expect(lines.map((line) => [line.name, line.quantity, line.unitCost])).toEqual([["Gummies", 5, 200]]);
    const named = await world.caller.purchaseOrders.suggest({
      companyId,
      locationId: main,
      productIds: [world.flower.productId],
    });
    expect(named.map((line) => [line.name, line.quantity, line.unitCost, line.lotTracked])).toEqual([
      ["Flower", 1, 700, true],
    ]);
    expect(
      (await failureOf(world.caller.purchaseOrders.suggest({ companyId, locationId: "nowhere" }))).code,
    ).toBe("BAD_REQUEST");
  });
});
