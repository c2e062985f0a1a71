// 'Failed to process refund' (pos-and-accounts.md 8 Payments): the refund's transaction is cancelled on every
// attempt until the retries run out. The conflict is a real write by another party: drawer log rows of the
// register's shift taken ahead of the refund (as a writer whose log counter fell behind would), so the refund's
// conditional create of its log row fails in DynamoDB Local on each attempt. No hook, no mock.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Counter } from "@pos/core/db/counter.entity";
import { DomainEvent } from "@pos/core/events/domain-event.entity";
import { stockAtLocation } from "@pos/core/inventory/stock";
import { ShiftLog } from "@pos/core/shifts/cash-movement.entity";
import { readShiftTotals } from "@pos/core/shifts/shift-totals";
import { saleWorld, sell, type SaleWorld } from "../support/sale-world";
import { passcodes } from "../support/register";
import { failureOf } from "../support/world";

/** More rows than the refund ever retries, so the test holds whatever its retry limit is. */
const manyRows = 20;

/** A sale of two gummies paid in exact cash: a refund of it gives cash back and writes a drawer log row. */
async function cashSale() {
  const world = await saleWorld();
  const sale = await sell(world, [
    { lineId: "l1", productId: world.products.gummies.productId, quantity: 2 },
  ]);
  return { world, sale };
}

/** Another writer takes the shift's next `count` drawer log ids without moving the counter. */
async function takeNextLogIds(world: SaleWorld, count: number): Promise<void> {
  const { companyId } = world;
  const shiftId = world.shift.id;
  const counter = await Counter.get({ name: `shiftLog:${companyId}:${shiftId}` }).go();
  const last = counter.data?.value ?? 0;
  for (let offset = 1; offset <= count; offset += 1)
    await ShiftLog.create({
      companyId,
      shiftId,
      logId: String(last + offset).padStart(8, "0"),
      type: "payIn",
      amount: 100,
      note: "Written by another register",
      userId: "other",
      userName: "Other writer",
      createDate: new Date().toISOString(),
    }).go();
}

const refundOne = (paymentId: string) => ({
  paymentId,
  idempotencyKey: randomUUID(),
  lines: [{ lineId: "l1", units: 1 }],
  reason: "",
  passcode: passcodes.manager,
});

const gummiesStock = async (world: SaleWorld) =>
  (await stockAtLocation(world.companyId, world.location.id)).find(
    (row) => row.productId === world.products.gummies.productId,
  )?.quantity;

describe("a refund whose write keeps failing", () => {
  it("says 'Failed to process refund' once the retries run out, and changes nothing", async () => {
    const { world, sale } = await cashSale();
    await takeNextLogIds(world, manyRows);
    const stockBefore = await gummiesStock(world);
    const totalsBefore = await readShiftTotals(world.companyId, world.shift.id);

    expect(await failureOf(world.register.payments.refund(refundOne(sale.id)))).toEqual({
      code: "CONFLICT",
      appCode: "CONFLICT",
      message: "Failed to process refund",
    });

    const { payment } = await world.register.payments.get({ paymentId: sale.id });
    expect(payment.status).toBe("complete");
    expect(payment.refunds).toEqual([]);
    expect(payment.lines[0]?.refundedUnits).toBe(0);
    expect(payment.transactions.every((tx) => tx.refundId === null)).toBe(true);
    expect(await gummiesStock(world)).toBe(stockBefore);
    expect(await readShiftTotals(world.companyId, world.shift.id)).toEqual(totalsBefore);
    const log = await world.register.cash.list({ shiftId: world.shift.id });
    expect(log.filter((row) => row.type === "refund")).toEqual([]);
    const events = (await DomainEvent.query.byCompany({ companyId: world.companyId }).go({ pages: "all" }))
      .data;
    expect(events.filter((event) => event.type === "payment.refunded")).toEqual([]);
  });

  it("reads the sale again after one cancelled write and refunds it on the next attempt", async () => {
    const { world, sale } = await cashSale();
    await takeNextLogIds(world, 1);

    const { refund, payment } = await world.register.payments.refund(refundOne(sale.id));
    expect(payment.status).toBe("partiallyRefunded");
    expect(payment.lines[0]?.refundedUnits).toBe(1);
    const log = await world.register.cash.list({ shiftId: world.shift.id });
    expect(log.filter((row) => row.type === "refund")).toMatchObject([
      { amount: refund.amount, note: `Sale #${sale.number}` },
    ]);
  });
});
