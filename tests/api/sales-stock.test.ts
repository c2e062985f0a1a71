import { DomainEvent } from "@pos/core/events/domain-event.entity";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { nowIso } from "@pos/core/common/clock";
import { Company } from "@pos/core/company/company.entity";
import { createBatch, setStock, stockAtLocation } from "@pos/core/inventory/stock";
import { Payment } from "@pos/core/payments/payment.entity";
import { paymentMessages } from "@pos/core/payments/payment.schema";
import { PaymentQueue } from "@pos/core/payment-queue/payment-queue.entity";
import { editProduct, productItem, putProducts } from "../support/catalog";
import { saleWorld, sell, type SaleWorld } from "../support/sale-world";
import { failureOf } from "../support/world";

const conflict = (message: string) => ({ code: "CONFLICT", appCode: "CONFLICT", message });

async function stockOf(world: SaleWorld, productId: string, batchId: string | null = null) {
  const rows = await stockAtLocation(world.companyId, world.location.id);
  return rows.find((row) => row.productId === productId && row.batchId === batchId)?.quantity;
}

async function paymentsOf(world: SaleWorld) {
  return (await Payment.query.byLocation({ companyId: world.companyId, locationId: world.location.id }).go())
    .data;
}

describe("stock", () => {
  it("refuses a sale of stock that is not there, naming the product, when the company blocks it", async () => {
    const world = await saleWorld({ blockNegative: true, stock: 2 });
    const { gummies, soda } = world.products;
    const lines = [
      { productId: soda.productId, quantity: 1 },
      { productId: gummies.productId, quantity: 3 },
    ];
    expect(await failureOf(sell(world, lines))).toEqual(conflict(paymentMessages.notInStock("Gummies")));
    expect(await stockOf(world, soda.productId)).toBe(2);
    expect(await paymentsOf(world)).toEqual([]);
  });

  it("lets stock go negative when the company does not block it", async () => {
    const world = await saleWorld({ stock: 2 });
    await sell(world, [{ productId: world.products.gummies.productId, quantity: 3 }]);
    expect(await stockOf(world, world.products.gummies.productId)).toBe(-1);
  });

  it("counts a product never stocked at the location as 0", async () => {
    const blocked = await saleWorld({ blockNegative: true });
    const [never] = await putProducts([
      productItem(blocked.companyId, { name: "Rolling papers", price: 300 }),
    ]);
    expect(await failureOf(sell(blocked, [{ productId: never!.productId, quantity: 1 }]))).toEqual(
      conflict(paymentMessages.notInStock("Rolling papers")),
    );
    const open = await saleWorld();
    const [papers] = await putProducts([productItem(open.companyId, { name: "Rolling papers", price: 300 })]);
    await sell(open, [{ productId: papers!.productId, quantity: 2 }]);
    expect(await stockOf(open, papers!.productId)).toBe(-2);
  });

  it("refuses a sale whose writes (stock and ledger entries) would not fit in one transaction", async () => {
    const world = await saleWorld();
    const items = await putProducts(
      Array.from({ length: 48 }, (_, index) =>
        productItem(world.companyId, { name: `Item ${index}`, price: 100 }),
      ),
    );
    const lines = items.map((item) => ({ productId: item.productId, quantity: 1 }));
    expect(await failureOf(sell(world, lines))).toEqual({
      code: "BAD_REQUEST",
      appCode: "INVALID_INPUT",
      message: paymentMessages.tooLarge(100),
    });
    expect(await paymentsOf(world)).toEqual([]);
    await sell(world, lines.slice(0, 47));
    expect(await paymentsOf(world)).toHaveLength(1);
  });

  it("takes a bulk child's inventorySubtractAmount off its master, once for lines of the same master", async () => {
    const world = await saleWorld();
    const { bulk7, bulkMaster } = world.products;
    const payment = await sell(world, [
      { productId: bulk7.productId, quantity: 2 },
      { productId: bulk7.productId, quantity: 1 },
    ]);
    expect(payment.lines[0]).toMatchObject({ stockProductId: bulkMaster.productId, inventorySubtracted: 14 });
    expect(await stockOf(world, bulkMaster.productId)).toBe(100 - 21);
  });

  it("takes the lot that expires first and has stock, or the lot chosen", async () => {
    const world = await saleWorld();
    const { companyId, location } = world;
    const { gummies } = world.products;
    await Company.patch({ companyId }).set({ isBatchTracking: true }).go();
    await editProduct(gummies, { isBatchTracked: true });
    const early = await createBatch({
      companyId,
      productId: gummies.productId,
      lotNumber: "L-EARLY",
      expiryDate: "2027-01-01",
    });
    const late = await createBatch({
      companyId,
      productId: gummies.productId,
      lotNumber: "L-LATE",
      expiryDate: "2027-06-01",
    });
    const empty = await createBatch({
      companyId,
      productId: gummies.productId,
      lotNumber: "L-GONE",
      expiryDate: "2026-12-01",
    });
    for (const [batch, quantity] of [
      [early, 5],
      [late, 5],
      [empty, 0],
    ] as const)
      await setStock({
        companyId,
        locationId: location.id,
        productId: gummies.productId,
        batchId: batch.id,
        quantity,
      });
    const first = await sell(world, [{ productId: gummies.productId, quantity: 2 }]);
    expect(first.lines[0]).toMatchObject({ batchId: early.id, lotNumber: "L-EARLY" });
    await sell(world, [{ productId: gummies.productId, quantity: 1, batchId: late.id }]);
    expect(await stockOf(world, gummies.productId, early.id)).toBe(3);
    expect(await stockOf(world, gummies.productId, late.id)).toBe(4);
  });

  it("ignores a product's lots while the company does not track lots (admin.md 5)", async () => {
    const world = await saleWorld();
    const { companyId } = world;
    const { gummies } = world.products;
    await editProduct(gummies, { isBatchTracked: true });
    const lot = await createBatch({ companyId, productId: gummies.productId, lotNumber: "L-OFF" });
    const payment = await sell(world, [{ productId: gummies.productId, quantity: 2, batchId: lot.id }]);
    expect(payment.lines[0]).toMatchObject({ batchId: null, lotNumber: null, inventorySubtracted: 2 });
    expect(await stockOf(world, gummies.productId)).toBe(8);
    expect(await stockOf(world, gummies.productId, lot.id)).toBeUndefined();
  });

  it("sells the last unit exactly once when 50 checkouts run at the same time", async () => {
    const world = await saleWorld({ blockNegative: true, stock: 1 });
    const lines = [{ productId: world.products.flower.productId, quantity: 1 }];
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => sell(world, lines)));
    const sold = results.filter((result) => result.status === "fulfilled");
    expect(sold).toHaveLength(1);
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [String(result.reason)] : [],
    );
    expect(refused.every((reason) => reason.includes(paymentMessages.notInStock("Flower 3.5 g")))).toBe(true);
    expect(await stockOf(world, world.products.flower.productId)).toBe(0);
    expect(await paymentsOf(world)).toHaveLength(1);
  });
});

describe("idempotency", () => {
  it("returns the first payment for a retry and takes the stock once", async () => {
    const world = await saleWorld();
    const lines = [{ productId: world.products.gummies.productId, quantity: 2 }];
    const idempotencyKey = randomUUID();
    const first = await sell(world, lines, undefined, { idempotencyKey });
    const [again, concurrent] = await Promise.all([
      sell(world, lines, undefined, { idempotencyKey }),
      sell(world, lines, undefined, { idempotencyKey }),
    ]);
    expect(again).toEqual(first);
    expect(concurrent).toEqual(first);
    expect(await stockOf(world, world.products.gummies.productId)).toBe(8);
    expect(await paymentsOf(world)).toHaveLength(1);
  });

  it("refuses the same key with another cart", async () => {
    const world = await saleWorld();
    const idempotencyKey = randomUUID();
    await sell(world, [{ productId: world.products.gummies.productId, quantity: 1 }], undefined, {
      idempotencyKey,
    });
    expect(
      await failureOf(
        sell(world, [{ productId: world.products.gummies.productId, quantity: 2 }], undefined, {
          idempotencyKey,
        }),
      ),
    ).toEqual(conflict(paymentMessages.idempotencyMismatch));
    expect(await stockOf(world, world.products.gummies.productId)).toBe(9);
  });
});

describe("with the rest of the register", () => {
  it("completes a parked sale in the same transaction and shows the sale on the shift report", async () => {
    const world = await saleWorld();
    const { companyId, location } = world;
    const { gummies } = world.products;
    const at = nowIso();
    const paymentQueueId = `q-${randomUUID().slice(0, 8)}`;
    await PaymentQueue.create({
      companyId,
      paymentQueueId,
      status: "PENDING",
      orderType: "parked",
      locationId: location.id,
      paymentLines: [
        {
          productId: gummies.productId,
          batchId: null,
          quantity: 1,
          price: 1299,
          discountPrice: 0,
          discountId: null,
          inventorySubtracted: 0,
        },
      ],
      total: 1364,
      createDate: at,
      updateDate: at,
    }).go();
    const lines = [{ productId: gummies.productId, quantity: 1 }];
    const payment = await sell(world, lines, [{ paymentTypeId: "cash", amount: 2000 }], { paymentQueueId });
    const entry = (await PaymentQueue.get({ companyId, paymentQueueId }).go()).data;
    expect(entry).toMatchObject({ status: "COMPLETED", completedPaymentId: payment.id });
    const events = (await DomainEvent.query.byCompany({ companyId }).go()).data;
    expect(events.find((event) => event.type === "paymentQueue.updated")?.data).toMatchObject({
      id: paymentQueueId,
      status: "COMPLETED",
      completedPayment: { id: payment.id },
    });
    expect(await failureOf(sell(world, lines, undefined, { paymentQueueId }))).toEqual(
      conflict(paymentMessages.queueNotPending),
    );

    await sell(
      world,
      [{ productId: gummies.productId, quantity: 2 }],
      [{ paymentTypeId: "debit", amount: 2728 }],
    );
    const report = await world.register.shifts.report({
      shiftId: world.shift.id,
      includeInventorySold: true,
    });
    expect(report.payments).toEqual({ lines: [{ paymentTypeId: "cash", amount: 1364 }], total: 1364 });
    expect(report.endingFloat).toBe(30000 + 1364);
    expect(report.inventorySold).toEqual([{ productName: "Gummies", quantity: 3, unit: "unit" }]);
  });
});
