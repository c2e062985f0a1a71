import { describe, expect, it } from "vitest";
import { purchaseOrderMessages } from "@pos/core/purchasing/purchase-order.schema";
import { purchasingWorld, type PurchasingWorld } from "../support/purchasing-world";

async function orderedGummies(world: PurchasingWorld) {
  const order = await world.draft({
    lines: [{ productId: world.gummies.productId, quantity: 10, unitCost: 250 }],
  });
  const ref = { companyId: world.companyId, purchaseOrderId: order.id };
  await world.caller.purchaseOrders.markOrdered(ref);
  return ref;
}

describe("purchase order receipts under concurrency", () => {
  it("receives one of two full receipts sent at once; the other finds the order received", async () => {
    const world = await purchasingWorld();
    const ref = await orderedGummies(world);
    const outcomes = await Promise.allSettled(
      ["a", "b"].map((receiptId) =>
        world.caller.purchaseOrders.receive({ ...ref, receiptId, lines: [{ lineId: "1", quantity: 10 }] }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect((refused as PromiseRejectedResult).reason.message).toBe(purchaseOrderMessages.alreadyReceived);
    expect(await world.stockOf(world.gummies.productId)).toMatchObject({ quantity: 20 });
    expect((await world.logsOf(ref.purchaseOrderId)).map((log) => log.quantityChange)).toEqual([10]);
    expect((await world.storedOrder(ref.purchaseOrderId))?.status).toBe("received");
  });

  it("receives the same receipt once when it is sent twice at once", async () => {
    const world = await purchasingWorld();
    const ref = await orderedGummies(world);
    const receipt = { ...ref, receiptId: "same", lines: [{ lineId: "1", quantity: 4 }] };
    const outcomes = await Promise.all([
      world.caller.purchaseOrders.receive(receipt),
      world.caller.purchaseOrders.receive(receipt),
    ]);
    expect(outcomes.map((view) => view.receivedUnits)).toEqual([4, 4]);
    expect(await world.stockOf(world.gummies.productId)).toMatchObject({ quantity: 14 });
    expect(await world.logsOf(ref.purchaseOrderId)).toHaveLength(1);
  });

  it("adds up two different part receipts sent at once", async () => {
    const world = await purchasingWorld();
    const ref = await orderedGummies(world);
    await Promise.all(
      ["x", "y"].map((receiptId) =>
        world.caller.purchaseOrders.receive({ ...ref, receiptId, lines: [{ lineId: "1", quantity: 5 }] }),
      ),
    );
    expect(await world.stockOf(world.gummies.productId)).toMatchObject({ quantity: 20 });
    expect((await world.storedOrder(ref.purchaseOrderId))?.status).toBe("received");
  });

  it("lets only one of two returns at once take the last received units of an order", async () => {
    const world = await purchasingWorld();
    const ref = await orderedGummies(world);
    await world.caller.purchaseOrders.receive({
      ...ref,
      receiptId: "all",
      lines: [{ lineId: "1", quantity: 10 }],
    });
    const returns = await Promise.all(
      [1, 2].map(() =>
        world.caller.purchaseOrders.create({
          companyId: world.companyId,
          isReturn: true,
          sourceOrderId: ref.purchaseOrderId,
          supplierId: world.supplierId,
          locationId: world.main,
          reason: "recall",
          lines: [{ productId: world.gummies.productId, quantity: 7, unitCost: 250 }],
        }),
      ),
    );
    const outcomes = await Promise.allSettled(
      returns.map((draft) =>
        world.caller.purchaseOrders.completeReturn({ companyId: world.companyId, purchaseOrderId: draft.id }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason.message).toBe(purchaseOrderMessages.overReturned("Gummies", 3));
    expect(await world.stockOf(world.gummies.productId)).toMatchObject({ quantity: 13 });
    const source = await world.caller.purchaseOrders.get(ref);
    expect(source.lines[0]).toMatchObject({ receivedQuantity: 10, returnedQuantity: 7 });
  });
});
