import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { defaultDiscrepancyThreshold } from "@pos/core/shifts/cash-settings.schema";
import { passcodes } from "../support/register";
import { saleWorld, sell } from "../support/sale-world";
import { badInput } from "../support/staff";
import { callerFor, failureOf } from "../support/world";

/**
 * Issue 15.2: one expected-cash figure. A $300.00 float, a cash sale of one gummies ($13.64), a $25.00 pay in,
 * a $100.00 cash drop and a cash refund of the sale ($13.64 back): $225.00 expected, stored, listed and reported.
 */
async function endedShift(counted: Record<string, number>) {
  const world = await saleWorld();
  const { register } = world;
  const sale = await sell(world, [{ productId: world.products.gummies.productId, quantity: 1 }]);
  const second = await sell(world, [{ productId: world.products.gummies.productId, quantity: 1 }]);
  await register.cash.record({ type: "payIn", amount: 2500, passcode: passcodes.manager });
  await register.cash.record({ type: "cashDrop", amount: 10000, passcode: passcodes.manager });
  await register.payments.refund({
    paymentId: second.id,
    idempotencyKey: randomUUID(),
    lines: [{ lineId: "line-1", units: 1 }],
    reason: "Changed mind",
    passcode: passcodes.manager,
  });
  const expected = 30000 + sale.total + 2500 - 10000;
  const check = await register.shifts.endCheck();
  await register.shifts.end({ floatCount: counted, password: passcodes.manager });
  const listed = await world.caller.shifts.list({
    companyId: world.companyId,
    locationId: world.location.id,
  });
  const row = listed.items.find((item) => item.id === world.shift.id);
  const report = await world.caller.shifts.getReport({ companyId: world.companyId, shiftId: world.shift.id });
  return { world, expected, check, row, report };
}

describe("expected cash", () => {
  it("is one figure for the end-shift check, the stored shift, the shifts list and the report", async () => {
    const { expected, check, row, report } = await endedShift({ "10000": 2, "2000": 1 });
    expect(check.expectedCash).toBe(expected);
    expect(row?.endCash).toBe(expected);
    expect(report.endingFloat).toBe(expected);
    expect(row?.discrepancy).toBe(22000 - expected);
    expect(report.discrepancy).toBe(row?.discrepancy);
  });

  it("warns of an overage as of a shortage beyond the owner's threshold ($5.00 by default)", async () => {
    const over = await endedShift({ "10000": 3 }); // $300.00 counted against $225.00-ish expected
    expect(over.row?.discrepancy).toBeGreaterThan(defaultDiscrepancyThreshold);
    expect(over.row?.discrepancyWarning).toBe(true);
    expect(over.report.discrepancyWarning).toBe(true);
    expect(over.report.discrepancyThreshold).toBe(defaultDiscrepancyThreshold);

    const { world } = over;
    const input = { companyId: world.companyId };
    expect(await world.caller.shifts.cashSettings(input)).toEqual({
      discrepancyThreshold: defaultDiscrepancyThreshold,
    });
    await world.caller.shifts.updateCashSettings({ ...input, discrepancyThreshold: 10_000 });
    const relisted = await world.caller.shifts.list({ ...input, locationId: world.location.id });
    expect(relisted.items.find((item) => item.id === world.shift.id)?.discrepancyWarning).toBe(false);
    const report = await world.caller.shifts.getReport({ ...input, shiftId: world.shift.id });
    expect(report).toMatchObject({ discrepancyWarning: false, discrepancyThreshold: 10_000 });
  });

  it("takes a threshold only from someone who manages the company, and only a valid one", async () => {
    const world = await saleWorld();
    const input = { companyId: world.companyId };
    expect(
      await failureOf(world.caller.shifts.updateCashSettings({ ...input, discrepancyThreshold: -1 })),
    ).toEqual(badInput("The threshold cannot be negative"));
    expect(
      await failureOf(world.caller.shifts.updateCashSettings({ ...input, discrepancyThreshold: 12.5 })),
    ).toEqual(badInput("The threshold is a whole number of cents"));
    expect(await world.caller.shifts.cashSettings(input)).toEqual({
      discrepancyThreshold: defaultDiscrepancyThreshold,
    });
    const register = await callerFor(world.device.token);
    expect(
      (await failureOf(register.shifts.updateCashSettings({ ...input, discrepancyThreshold: 1 }))).code,
    ).toBe("UNAUTHORIZED");
  });
});
