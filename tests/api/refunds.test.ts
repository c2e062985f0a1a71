import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DomainEvent } from "@pos/core/events/domain-event.entity";
import { Payment } from "@pos/core/payments/payment.entity";
import { setStock, stockAtLocation } from "@pos/core/inventory/stock";
import { readShiftTotals } from "@pos/core/shifts/shift-totals";
import { Company } from "@pos/core/company/company.entity";
import { CustomerEntity, LoyaltyLedgerEntity } from "@pos/core/customers/customer.entity";
import { saleWorld, sell } from "../support/sale-world";
import type { TenderInput } from "@pos/core/payments/payment.schema";
import { productItem, putProducts, putTaxGroup } from "../support/catalog";
import { openShift, passcodes } from "../support/register";
import { failureOf } from "../support/world";

/** A register with an open shift, two taxed products in stock (HST 13 %) and a way to sell them. */
async function refundWorld() {
  const world = await openShift();
  const { companyId, location } = world;
  const taxGroupId = await putTaxGroup(companyId, "HST");
  const [gummies, preRoll] = await putProducts([
    productItem(companyId, { name: "Gummies", price: 1000, taxGroupId }),
    productItem(companyId, { name: "Pre-roll", price: 2550, taxGroupId }),
  ]);
  if (!gummies || !preRoll) throw new Error("products not written");
  await setStock({ companyId, locationId: location.id, productId: gummies.productId, quantity: 20 });
  await setStock({ companyId, locationId: location.id, productId: preRoll.productId, quantity: 10 });
  const sell = async (quantities: [string, number][], tenders: (total: number) => TenderInput[]) => {
    const lines = quantities.map(([productId, quantity], index) => ({
      lineId: `l${index + 1}`,
      productId,
      quantity,
    }));
    const quote = await world.register.sales.quote({ lines });
    return world.register.sales.checkout({
      idempotencyKey: randomUUID(),
      lines,
      tenders: tenders(quote.total),
      expectedTotal: quote.total,
    });
  };
  const stockOf = async (productId: string) =>
    (await stockAtLocation(companyId, location.id)).find((row) => row.productId === productId)?.quantity;
  return { ...world, products: { gummies, preRoll }, sell, stockOf };
}

const refundInput = (paymentId: string, lines: { lineId: string; units: number; restock?: boolean }[]) => ({
  paymentId,
  idempotencyKey: randomUUID(),
  lines,
  reason: "Changed mind",
  passcode: passcodes.manager,
});

describe("refunds", () => {
  it("refunds part of a line, then the rest, returning exactly what was paid", async () => {
    const world = await refundWorld();
    const { gummies, preRoll } = world.products;
    // 3 × $10.00 + 1 × $25.50 = $55.50 + 13 % = $62.72 (3390 + 2882)
    const sale = await world.sell(
      [
        [gummies.productId, 3],
        [preRoll.productId, 1],
      ],
      (total) => [
        { paymentTypeId: "debit", amount: 2000 },
        { paymentTypeId: "cash", amount: total - 2000 },
      ],
    );
    expect(sale.total).toBe(6272);
    const first = await world.register.payments.refund(refundInput(sale.id, [{ lineId: "l1", units: 1 }]));
    expect(first.refund).toMatchObject({
      amount: 1130,
      lines: [{ lineId: "l1", units: 1, amount: 1130, restock: true }],
    });
    expect(first.payment.status).toBe("partiallyRefunded");
    expect(first.payment.lines[0]?.refundedUnits).toBe(1);
    expect(first.payment.transactions.filter((tx) => tx.refundId === first.refund.id)).toMatchObject([
      { paymentTypeId: "debit", amount: -1130 },
    ]);
    const rest = await world.register.payments.refund(
      refundInput(sale.id, [
        { lineId: "l1", units: 2 },
        { lineId: "l2", units: 1 },
      ]),
    );
    expect(rest.payment.status).toBe("refunded");
    expect(first.refund.amount + rest.refund.amount).toBe(sale.actualTotal);
    const back = rest.payment.transactions.filter((tx) => tx.refundId === rest.refund.id);
    expect(back).toMatchObject([
      { paymentTypeId: "debit", amount: -870 },
      { paymentTypeId: "cash", amount: -(sale.actualTotal - 2000) },
    ]);
    const detail = await world.register.payments.get({ paymentId: sale.id });
    expect(detail.payment.refunds.map((refund) => refund.amount)).toEqual([1130, rest.refund.amount]);
  });

  it("refuses more than is left, a refunded sale, and changes nothing", async () => {
    const world = await refundWorld();
    const sale = await world.sell([[world.products.gummies.productId, 2]], (total) => [
      { paymentTypeId: "cash", amount: total },
    ]);
    expect(
      await failureOf(world.register.payments.refund(refundInput(sale.id, [{ lineId: "l1", units: 3 }]))),
    ).toEqual({
      code: "BAD_REQUEST",
      appCode: "INVALID_INPUT",
      message: "Only 2 of Gummies can still be refunded",
    });
    expect((await world.register.payments.get({ paymentId: sale.id })).payment.status).toBe("complete");
    await world.register.payments.refund(refundInput(sale.id, [{ lineId: "l1", units: 2 }]));
    expect(
      await failureOf(world.register.payments.refund(refundInput(sale.id, [{ lineId: "l1", units: 1 }]))),
    ).toEqual({
      code: "CONFLICT",
      appCode: "CONFLICT",
      message: "This sale has already been refunded in full",
    });
    expect(
      await failureOf(
        world.register.payments.refund(refundInput("no-such-sale", [{ lineId: "l1", units: 1 }])),
      ),
    ).toMatchObject({
      code: "NOT_FOUND",
      message: "Original payment not found. Please use a different refund method.",
    });
  });

  it("refuses an unfinished sale", async () => {
    const world = await refundWorld();
    const sale = await world.sell([[world.products.gummies.productId, 1]], (total) => [
      { paymentTypeId: "cash", amount: total },
    ]);
    await Payment.patch({ companyId: world.companyId, paymentId: sale.id })
      .set({ status: "inProgress" })
      .go();
    expect(
      await failureOf(world.register.payments.refund(refundInput(sale.id, [{ lineId: "l1", units: 1 }]))),
    ).toEqual({
      code: "CONFLICT",
      appCode: "CONFLICT",
      message: "This sale is not finished, so it cannot be refunded",
    });
  });

  it("puts goods back in stock only when asked", async () => {
    const world = await refundWorld();
    const { gummies, preRoll } = world.products;
    const sale = await world.sell(
      [
        [gummies.productId, 4],
        [preRoll.productId, 2],
      ],
      (total) => [{ paymentTypeId: "cash", amount: total }],
    );
    expect(await world.stockOf(gummies.productId)).toBe(16);
    expect(await world.stockOf(preRoll.productId)).toBe(8);
    await world.register.payments.refund(
      refundInput(sale.id, [
        { lineId: "l1", units: 3, restock: true },
        { lineId: "l2", units: 2, restock: false },
      ]),
    );
    expect(await world.stockOf(gummies.productId)).toBe(19);
    expect(await world.stockOf(preRoll.productId)).toBe(8);
  });

  it("needs CAN_ISSUE_REFUNDS: a cashier's passcode is refused", async () => {
    const world = await refundWorld();
    const sale = await world.sell([[world.products.gummies.productId, 1]], (total) => [
      { paymentTypeId: "cash", amount: total },
    ]);
    const input = { ...refundInput(sale.id, [{ lineId: "l1", units: 1 }]), passcode: passcodes.cashier };
    expect(await failureOf(world.register.payments.refund(input))).toEqual({
      code: "FORBIDDEN",
      appCode: "FORBIDDEN",
      message: "You do not have permission to issue refunds",
    });
    expect((await world.register.payments.get({ paymentId: sale.id })).payment.refunds).toEqual([]);
  });

  it("returns the first result for a retry with the same key", async () => {
    const world = await refundWorld();
    const sale = await world.sell([[world.products.gummies.productId, 2]], (total) => [
      { paymentTypeId: "cash", amount: total },
    ]);
    const input = refundInput(sale.id, [{ lineId: "l1", units: 1 }]);
    const [first, second] = await Promise.all([
      world.register.payments.refund(input),
      world.register.payments.refund(input),
    ]);
    expect(second.refund).toEqual(first.refund);
    const again = await world.register.payments.refund(input);
    expect(again.refund).toEqual(first.refund);
    expect(again.payment.refunds).toHaveLength(1);
    expect(again.payment.lines[0]?.refundedUnits).toBe(1);
    expect(
      await failureOf(world.register.payments.refund({ ...input, lines: [{ lineId: "l1", units: 2 }] })),
    ).toMatchObject({
      code: "CONFLICT",
      message: "This refund was already used for different lines. Start the refund again.",
    });
  });

  it("logs cash out of the drawer on the shift, moves the shift totals and writes the event", async () => {
    const world = await refundWorld();
    const sale = await world.sell([[world.products.gummies.productId, 1]], (total) => [
      { paymentTypeId: "cash", amount: total },
    ]);
    const { refund } = await world.register.payments.refund(
      refundInput(sale.id, [{ lineId: "l1", units: 1 }]),
    );
    const log = await world.register.cash.list({ shiftId: world.shift.id });
    expect(log).toMatchObject([
      { type: "refund", amount: refund.amount, userName: "Avery", note: `Sale #${sale.number}` },
    ]);
    const totals = await readShiftTotals(world.companyId, world.shift.id);
    expect(totals.refunds).toEqual({ amount: 1130, count: 1 });
    expect(totals.tenders).toEqual([{ paymentTypeId: "cash", amount: sale.actualTotal - 1130, count: 2 }]);
    const events = (await DomainEvent.query.byCompany({ companyId: world.companyId }).go({ pages: "all" }))
      .data;
    const refunded = events.filter((event) => event.type === "payment.refunded");
    expect(refunded).toHaveLength(1);
    expect(refunded[0]?.data).toMatchObject({
      refund: { id: refund.id, amount: 1130 },
      payment: { id: sale.id },
    });
  });

  it("gives loyalty points back as points, after cards and cash, and takes back the points earned", async () => {
    const world = await saleWorld();
    const { companyId } = world;
    await Company.patch({ companyId })
      .set({ permissions: { canAccessLoyalty: true } })
      .go();
    const customer = await world.caller.customers.create({ companyId, customer: { name: "Zoë Tremblay" } });
    await CustomerEntity.patch({ companyId, customerId: customer.id }).set({ loyaltyPoints: 500 }).go();
    // $39.20: 500 points ($5.00) and $34.20 cash.
    const sale = await sell(
      world,
      [{ lineId: "l1", productId: world.products.flower.productId, quantity: 1 }],
      [
        { paymentTypeId: "loyalty", amount: 500 },
        { paymentTypeId: "cash", amount: 3420 },
      ],
      { customerId: customer.id },
    );
    const { refund, payment } = await world.register.payments.refund(
      refundInput(sale.id, [{ lineId: "l1", units: 1 }]),
    );
    expect(refund.amount).toBe(3920);
    expect(payment.transactions.filter((tx) => tx.refundId === refund.id)).toMatchObject([
      { paymentTypeId: "cash", amount: -3420 },
      { paymentTypeId: "loyalty", amount: -500, metadata: JSON.stringify({ points: 500 }) },
    ]);
    // The sale spent 500 points and earned 34 on the cash: the refund gives the 500 back and takes the 34.
    const stored = await CustomerEntity.get({ companyId, customerId: customer.id }).go();
    expect(stored.data?.loyaltyPoints).toBe(500);
    const ledger = await LoyaltyLedgerEntity.query.byCustomer({ companyId, customerId: customer.id }).go();
    expect(ledger.data.slice(-2)).toMatchObject([
      { change: 500, balanceAfter: 534, reason: `Refund of sale #${sale.number}` },
      { change: -34, balanceAfter: 500, reason: `Earned on sale #${sale.number}, taken back by a refund` },
    ]);
  });
});
