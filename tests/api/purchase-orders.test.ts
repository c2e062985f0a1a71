import { describe, expect, it } from "vitest";
import { getCompanyProgress } from "@pos/core/onboarding/company-progress";
import { purchaseOrderMessages } from "@pos/core/purchasing/purchase-order.schema";
import { flowerCode, purchasingWorld } from "../support/purchasing-world";
import { failureOf } from "../support/world";

const badInput = (message: string) => ({ code: "BAD_REQUEST", appCode: "INVALID_INPUT", message });

describe("purchase orders", () => {
  it("orders, receives in two parts with scanned lots, moves stock and its weighted cost, then returns", async () => {
    const world = await purchasingWorld();
    const { companyId, caller } = world;
    const [gummyChoice] = await caller.purchaseOrders.products({
      companyId,
      locationId: world.main,
      query: "GUM-1",
    });
    expect(gummyChoice).toMatchObject({ name: "Gummies", unitCost: 200, onHand: 10, lotTracked: false });
    const [scanned] = await caller.purchaseOrders.products({
      companyId,
      locationId: world.main,
      query: flowerCode("LOT-A"),
    });
    expect(scanned).toMatchObject({
      name: "Flower",
      unitCost: 700,
      lotTracked: true,
      scanned: { lotNumber: "LOT-A", expiryDate: "2027-12-31", packagedDate: "2026-01-15" },
    });

    const created = await world.draft();
    expect(created).toMatchObject({
      number: 1,
      status: "draft",
      isReturn: false,
      supplierName: "Green Farms",
    });
    expect(created.totals).toEqual({ subtotal: 7300, shipping: 1500, fees: 250, taxes: 1234, total: 10284 });
    expect(created.lines.map((line) => [line.productName, line.quantity, line.unitCost, line.total])).toEqual(
      [
        ["Gummies", 10, 250, 2500],
        ["Flower", 6, 800, 4800],
      ],
    );
    const ref = { companyId, purchaseOrderId: created.id };
    const ordered = await caller.purchaseOrders.markOrdered(ref);
    expect(ordered.status).toBe("ordered");
    expect(ordered.orderedDate).not.toBeNull();
    const [gummyLine, flowerLine] = ordered.lines;

    const firstReceipt = {
      ...ref,
      receiptId: "receipt-1",
      lines: [
        { lineId: gummyLine!.id, quantity: 4 },
        {
          lineId: flowerLine!.id,
          quantity: 3,
          lot: { lotNumber: "LOT-A", expiryDate: "2027-12-31", packagedDate: "2026-01-15" },
        },
      ],
    };
    const partial = await caller.purchaseOrders.receive(firstReceipt);
    expect(partial).toMatchObject({ status: "partial", receivedUnits: 7, completeDate: null });
    expect(partial.lines[1]!.lots).toEqual([
      expect.objectContaining({
        lotNumber: "LOT-A",
        expiryDate: "2027-12-31",
        packagedDate: "2026-01-15",
        received: 3,
      }),
    ]);
    const lotA = partial.lines[1]!.lots[0]!.batchId!;
    expect(await world.stockOf(world.gummies.productId)).toMatchObject({ quantity: 14 });
    expect((await world.stockOf(world.gummies.productId))!.unitCost).toBeCloseTo(3000 / 14, 3);
    expect(await world.stockOf(world.flower.productId, lotA)).toMatchObject({ quantity: 3, unitCost: 800 });

    const repeated = await caller.purchaseOrders.receive(firstReceipt);
    expect(repeated.receivedUnits).toBe(7);
    expect(await world.stockOf(world.gummies.productId)).toMatchObject({ quantity: 14 });

    const done = await caller.purchaseOrders.receive({
      ...ref,
      receiptId: "receipt-2",
      lines: [
        { lineId: gummyLine!.id, quantity: 6 },
        {
          lineId: flowerLine!.id,
          quantity: 3,
          lot: { lotNumber: "LOT-B", expiryDate: null, packagedDate: null },
        },
      ],
    });
    expect(done).toMatchObject({ status: "received", receivedUnits: 16 });
    expect(done.completeDate).not.toBeNull();
    expect(await world.stockOf(world.gummies.productId)).toMatchObject({ quantity: 20, unitCost: 225 });
    expect(done.lines[1]!.lots.map((lot) => [lot.lotNumber, lot.received])).toEqual([
      ["LOT-A", 3],
      ["LOT-B", 3],
    ]);
    const logs = await world.logsOf(created.id);
    expect(logs.map((log) => [log.type, log.quantityChange, log.unitCost]).sort()).toEqual(
      [
        ["RECEIVE", 3, 800],
        ["RECEIVE", 3, 800],
        ["RECEIVE", 4, 250],
        ["RECEIVE", 6, 250],
      ].sort(),
    );
    expect(logs.every((log) => log.actorName === world.owner.email)).toBe(true);
    expect(
      (await getCompanyProgress({ companyId })).checks.find((check) => check.id === "purchaseOrder")?.state,
    ).toBe("done");

    expect(
      await failureOf(
        caller.purchaseOrders.update({
          ...ref,
          supplierId: world.supplierId,
          locationId: world.main,
          lines: [],
        }),
      ),
    ).toMatchObject(badInput(purchaseOrderMessages.notEditable));
    expect(await failureOf(caller.purchaseOrders.cancel(ref))).toMatchObject(
      badInput(purchaseOrderMessages.notCancellable),
    );

    const returned = await caller.purchaseOrders.create({
      companyId,
      isReturn: true,
      sourceOrderId: created.id,
      supplierId: world.supplierId,
      locationId: world.main,
      reason: "damaged",
      lines: [{ productId: world.gummies.productId, quantity: 2, unitCost: 250 }],
    });
    expect(returned).toMatchObject({
      isReturn: true,
      status: "draft",
      sourceOrder: { id: created.id, number: 1 },
    });
    const shipped = await caller.purchaseOrders.completeReturn({ companyId, purchaseOrderId: returned.id });
    expect(shipped.status).toBe("returned");
    expect(shipped.totals.total).toBe(500);
    expect(await world.stockOf(world.gummies.productId)).toMatchObject({ quantity: 18, unitCost: 225 });
    const returnLogs = await world.logsOf(returned.id);
    expect(returnLogs.map((log) => [log.type, log.quantityChange, log.note])).toEqual([
      ["RETURN", -2, `Return #${returned.number}: Damaged`],
    ]);
    const source = await caller.purchaseOrders.get(ref);
    expect(source.lines[0]).toMatchObject({ receivedQuantity: 10, returnedQuantity: 2 });
    expect(
      await failureOf(caller.purchaseOrders.completeReturn({ companyId, purchaseOrderId: returned.id })),
    ).toMatchObject(badInput(purchaseOrderMessages.alreadyReturned));
    expect(
      await failureOf(
        caller.purchaseOrders.create({
          companyId,
          isReturn: true,
          sourceOrderId: created.id,
          supplierId: world.supplierId,
          locationId: world.main,
          reason: "overstock",
          lines: [{ productId: world.gummies.productId, quantity: 9, unitCost: 250 }],
        }),
      ),
    ).toMatchObject(badInput(purchaseOrderMessages.overReturned("Gummies", 8)));
  });

  it("lists by status, supplier, location and dates, newest first, a page at a time", async () => {
    const world = await purchasingWorld();
    const { companyId, caller } = world;
    const first = await world.draft();
    const second = await world.draft({ locationId: world.riverside });
    const third = await world.draft();
    await caller.purchaseOrders.markOrdered({ companyId, purchaseOrderId: third.id });
    const ids = async (filters: Record<string, unknown>) =>
      (await caller.purchaseOrders.list({ companyId, ...filters })).items.map((item) => item.id);
    expect(await ids({})).toEqual([third.id, second.id, first.id]);
    expect(await ids({ status: "ordered" })).toEqual([third.id]);
    expect(await ids({ locationId: world.riverside })).toEqual([second.id]);
    expect(await ids({ supplierId: "someone-else" })).toEqual([]);
    expect(await ids({ from: second.createDate, to: second.createDate })).toEqual([second.id]);
    expect(await ids({ to: first.createDate })).toEqual([first.id]);
    const page = await caller.purchaseOrders.list({ companyId, limit: 2 });
    expect(page.items.map((item) => item.id)).toEqual([third.id, second.id]);
    expect(page.items[0]).toMatchObject({ supplierName: "Green Farms", total: 10284, status: "ordered" });
    const next = await caller.purchaseOrders.list({
      companyId,
      limit: 2,
      lastEvaluatedKey: page.lastEvaluatedKey,
    });
    expect(next.items.map((item) => item.id)).toEqual([first.id]);
  });

  it("keeps the stock's cost when the product does not track purchase order costs", async () => {
    const world = await purchasingWorld();
    const { companyId, caller } = world;
    const { editProduct } = await import("../support/catalog");
    await editProduct(world.gummies, { trackPurchaseOrderCosts: false });
    const order = await world.draft({
      lines: [{ productId: world.gummies.productId, quantity: 10, unitCost: 900 }],
    });
    const ref = { companyId, purchaseOrderId: order.id };
    await caller.purchaseOrders.markOrdered(ref);
    await caller.purchaseOrders.receive({ ...ref, receiptId: "r", lines: [{ lineId: "1", quantity: 10 }] });
    expect(await world.stockOf(world.gummies.productId)).toMatchObject({ quantity: 20, unitCost: 200 });
  });
});
