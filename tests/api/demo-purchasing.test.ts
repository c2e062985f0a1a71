import { describe, expect, it } from "vitest";
import { seedDemoPurchasing } from "@pos/functions/local/demo-purchasing";
import { productItem, putProducts } from "../support/catalog";
import { purchasingWorld } from "../support/purchasing-world";

describe("purchasing demo", () => {
  it("seeds two received orders (one by lot) and one open order", async () => {
    const world = await purchasingWorld();
    const { companyId } = world;
    await putProducts(
      ["Vape", "Oil", "Tea", "Chocolate"].map((name) => productItem(companyId, { name, purchasePrice: 400 })),
    );
    await seedDemoPurchasing(companyId, world.main, {
      kind: "user",
      id: world.owner.userId,
      name: world.owner.email,
    });
    const { items } = await world.caller.purchaseOrders.list({ companyId });
    expect(items.map((order) => order.status).sort()).toEqual(["ordered", "received", "received"]);
    const byLot = await world.caller.purchaseOrders.get({ companyId, purchaseOrderId: items[1]!.id });
    expect(byLot.lines.flatMap((line) => line.lots.map((lot) => lot.lotNumber)).filter(Boolean)).toEqual([
      "PO-DEMO-2",
    ]);
  });
});
