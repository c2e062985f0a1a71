import { describe, expect, it } from "vitest";
import { assignUser, createSecurityRole } from "@pos/core/auth/users";
import { inventoryMessages } from "@pos/core/inventory/inventory-log.schema";
import { createBatch } from "@pos/core/inventory/stock";
import { purchaseOrderMessages } from "@pos/core/purchasing/purchase-order.schema";
import { productItem, putProducts, putSupplier } from "../support/catalog";
import { purchasingWorld, type PurchasingWorld } from "../support/purchasing-world";
import { callerFor, failureOf, makeCompany, makeUser } from "../support/world";

const badInput = (message: string) => ({ code: "BAD_REQUEST", appCode: "INVALID_INPUT", message });

async function ordered(world: PurchasingWorld) {
  const order = await world.draft();
  const ref = { companyId: world.companyId, purchaseOrderId: order.id };
  await world.caller.purchaseOrders.markOrdered(ref);
  return { order, ref };
}

/** What a refused call must leave as it was: the order's version, its ledger entries and the stock. */
async function untouched(world: PurchasingWorld, purchaseOrderId: string) {
  const [order, logs, gummies] = await Promise.all([
    world.storedOrder(purchaseOrderId),
    world.logsOf(purchaseOrderId),
    world.stockOf(world.gummies.productId),
  ]);
  return { version: order?.version, logs: logs.length, gummies: gummies?.quantity };
}

describe("purchase order guards", () => {
  it("refuses bad orders with a clear 400 and writes nothing", async () => {
    const world = await purchasingWorld();
    const { companyId, caller } = world;
    const other = await makeCompany();
    const otherSupplier = await putSupplier(other.company.id, "Elsewhere");
    const [otherProduct] = await putProducts([productItem(other.company.id, { name: "Foreign" })]);
    const line = { productId: world.gummies.productId, quantity: 1, unitCost: 100 };
    const before = (await caller.purchaseOrders.list({ companyId })).items.length;
    const negative = await failureOf(world.draft({ lines: [{ ...line, quantity: -2 }] }));
    expect(negative).toMatchObject({ code: "BAD_REQUEST", message: purchaseOrderMessages.quantity });
    expect((await failureOf(world.draft({ lines: [{ ...line, quantity: 0 }] }))).code).toBe("BAD_REQUEST");
    expect((await failureOf(world.draft({ lines: [{ ...line, unitCost: -1 }] }))).code).toBe("BAD_REQUEST");
    expect(await failureOf(world.draft({ supplierId: otherSupplier }))).toMatchObject(
      badInput(purchaseOrderMessages.unknownSupplier),
    );
    expect(await failureOf(world.draft({ locationId: other.location.id }))).toMatchObject(
      badInput(inventoryMessages.unknownLocation),
    );
    expect(
      await failureOf(world.draft({ lines: [{ ...line, productId: otherProduct!.productId }] })),
    ).toMatchObject(badInput(inventoryMessages.unknownProduct));
    expect(await failureOf(world.draft({ lines: [line, line] }))).toMatchObject(
      badInput(purchaseOrderMessages.duplicateLine("Gummies")),
    );
    expect((await caller.purchaseOrders.list({ companyId })).items).toHaveLength(before);
  });

  it("refuses receipts into drafts and cancelled orders, foreign lots and over-receipts without the flag", async () => {
    const world = await purchasingWorld();
    const { companyId, caller } = world;
    const draft = await world.draft();
    const draftRef = { companyId, purchaseOrderId: draft.id };
    const gummyReceipt = { receiptId: "r1", lines: [{ lineId: "1", quantity: 1 }] };
    expect(await failureOf(caller.purchaseOrders.receive({ ...draftRef, ...gummyReceipt }))).toMatchObject(
      badInput(purchaseOrderMessages.notOrdered),
    );
    const cancelled = await caller.purchaseOrders.cancel(draftRef);
    expect(cancelled.status).toBe("cancelled");
    expect(await failureOf(caller.purchaseOrders.receive({ ...draftRef, ...gummyReceipt }))).toMatchObject(
      badInput(purchaseOrderMessages.notOrdered),
    );
    expect(await untouched(world, draft.id)).toEqual({ version: 2, logs: 0, gummies: 10 });

    const { order, ref } = await ordered(world);
    const before = await untouched(world, order.id);
    const [preRoll] = await putProducts([productItem(companyId, { name: "Pre-roll", isBatchTracked: true })]);
    const foreignLot = await createBatch({ companyId, productId: preRoll!.productId, lotNumber: "PR-1" });
    expect(
      await failureOf(
        caller.purchaseOrders.receive({
          ...ref,
          receiptId: "r2",
          lines: [
            { lineId: "1", quantity: 2 },
            { lineId: "2", quantity: 1, batchId: foreignLot.id },
          ],
        }),
      ),
    ).toMatchObject(badInput(inventoryMessages.unknownLot));
    expect(
      await failureOf(
        caller.purchaseOrders.receive({ ...ref, receiptId: "r3", lines: [{ lineId: "2", quantity: 1 }] }),
      ),
    ).toMatchObject(badInput(purchaseOrderMessages.lotNeeded("Flower")));
    expect(
      await failureOf(
        caller.purchaseOrders.receive({ ...ref, receiptId: "r4", lines: [{ lineId: "1", quantity: 11 }] }),
      ),
    ).toMatchObject(badInput(purchaseOrderMessages.overReceived("Gummies", 10)));
    expect(
      await failureOf(
        caller.purchaseOrders.receive({ ...ref, receiptId: "r5", lines: [{ lineId: "9", quantity: 1 }] }),
      ),
    ).toMatchObject(badInput(purchaseOrderMessages.unknownLine));
    expect(
      (
        await failureOf(
          caller.purchaseOrders.receive({ ...ref, receiptId: "r6", lines: [{ lineId: "1", quantity: -1 }] }),
        )
      ).code,
    ).toBe("BAD_REQUEST");
    expect(await untouched(world, order.id)).toEqual(before);

    const over = await caller.purchaseOrders.receive({
      ...ref,
      receiptId: "r7",
      allowOverReceipt: true,
      lines: [{ lineId: "1", quantity: 12 }],
    });
    expect(over.lines[0]).toMatchObject({ quantity: 10, receivedQuantity: 12 });
    expect(over.status).toBe("partial");
    expect(await world.stockOf(world.gummies.productId)).toMatchObject({ quantity: 22 });
  });

  it("refuses returns beyond what came in, without a reason, or of another supplier's order", async () => {
    const world = await purchasingWorld();
    const { companyId, caller } = world;
    const { order, ref } = await ordered(world);
    const returnOf = (fields: Record<string, unknown>) =>
      caller.purchaseOrders.create({
        companyId,
        isReturn: true,
        sourceOrderId: order.id,
        supplierId: world.supplierId,
        locationId: world.main,
        reason: "damaged",
        lines: [{ productId: world.gummies.productId, quantity: 1, unitCost: 250 }],
        ...fields,
      });
    expect(await failureOf(returnOf({}))).toMatchObject(badInput(purchaseOrderMessages.sourceNotReceived));
    await caller.purchaseOrders.receive({ ...ref, receiptId: "r", lines: [{ lineId: "1", quantity: 3 }] });
    expect(await failureOf(returnOf({ reason: null }))).toMatchObject(
      badInput(purchaseOrderMessages.reasonRequired),
    );
    const otherSupplier = await putSupplier(companyId, "Other Farms");
    expect(await failureOf(returnOf({ supplierId: otherSupplier }))).toMatchObject(
      badInput(purchaseOrderMessages.sourceSupplier),
    );
    expect(
      await failureOf(
        returnOf({ lines: [{ productId: world.gummies.productId, quantity: 4, unitCost: 250 }] }),
      ),
    ).toMatchObject(badInput(purchaseOrderMessages.overReturned("Gummies", 3)));
    const standalone = await caller.purchaseOrders.create({
      companyId,
      isReturn: true,
      supplierId: world.supplierId,
      locationId: world.main,
      reason: "recall",
      lines: [{ productId: world.gummies.productId, quantity: 5, unitCost: 200 }],
    });
    expect(
      await failureOf(
        caller.purchaseOrders.receive({
          companyId,
          purchaseOrderId: standalone.id,
          receiptId: "x",
          lines: [{ lineId: "1", quantity: 1 }],
        }),
      ),
    ).toMatchObject(badInput(purchaseOrderMessages.isReturn));
    await caller.purchaseOrders.completeReturn({ companyId, purchaseOrderId: standalone.id });
    expect(await world.stockOf(world.gummies.productId)).toMatchObject({ quantity: 8 });
  });

  it("needs CAN_MANAGE_PURCHASE_ORDERS at the order's location; products from an order need the flag", async () => {
    const world = await purchasingWorld();
    const { companyId } = world;
    const role = await createSecurityRole({
      companyId,
      name: "Buyer",
      permissions: ["CAN_MANAGE_PURCHASE_ORDERS"],
    });
    const inventoryRole = await createSecurityRole({
      companyId,
      name: "Stock",
      permissions: ["CAN_MANAGE_INVENTORY"],
    });
    const buyer = await makeUser();
    await assignUser({
      userId: buyer.userId,
      companyId,
      entityType: "location",
      entityId: world.riverside,
      securityRoleId: role.roleId,
    });
    await assignUser({
      userId: buyer.userId,
      companyId,
      entityType: "location",
      entityId: world.main,
      securityRoleId: inventoryRole.roleId,
    });
    const caller = await callerFor(buyer.token);
    const order = await world.draft();
    expect((await failureOf(caller.purchaseOrders.get({ companyId, purchaseOrderId: order.id }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await failureOf(caller.purchaseOrders.list({ companyId, locationId: world.main }))).code).toBe(
      "FORBIDDEN",
    );
    const atRiverside = await caller.purchaseOrders.create({
      companyId,
      supplierId: world.supplierId,
      locationId: world.riverside,
      lines: [{ productId: world.gummies.productId, quantity: 1, unitCost: 100 }],
    });
    expect(atRiverside.status).toBe("draft");
    const product = { companyId, supplierId: world.supplierId, name: "New strain", purchasePrice: 900 };
    expect((await failureOf(world.caller.purchaseOrders.createProduct(product))).code).toBe("FORBIDDEN");
    const { setFeatureFlag } = await import("@pos/core/company/feature-flags");
    await setFeatureFlag({ companyId, flag: "createPoProducts", enabled: true });
    const created = await world.caller.purchaseOrders.createProduct({ ...product, isBatchTracked: true });
    expect(created).toMatchObject({ name: "New strain", unitCost: 900, lotTracked: true });
  });
});
