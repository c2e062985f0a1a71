import { describe, expect, it } from "vitest";
import { badInput } from "../support/staff";
import { openShift, passcodes, registerWorld } from "../support/register";
import { failureOf } from "../support/world";

describe("cash movements", () => {
  it("records a cash drop, pay in, pay out and no sale in the shift's log, in order", async () => {
    const { register, shift, employees } = await openShift();
    const drop = await register.cash.record({
      type: "cashDrop",
      amount: 10000,
      note: "Safe",
      passcode: passcodes.manager,
    });
    expect(drop).toMatchObject({
      shiftId: shift.id,
      type: "cashDrop",
      amount: 10000,
      note: "Safe",
      userId: employees.avery.id,
      userName: "Avery",
    });
    await register.cash.record({ type: "payIn", amount: 2500, passcode: passcodes.manager });
    await register.cash.record({
      type: "payOut",
      amount: 1299,
      note: "Window cleaner",
      passcode: passcodes.manager,
    });
    await register.cash.record({ type: "noSale", passcode: passcodes.cashier });
    const log = await register.cash.list({ shiftId: shift.id });
    expect(log.map((item) => [item.type, item.amount, item.userName])).toEqual([
      ["cashDrop", 10000, "Avery"],
      ["payIn", 2500, "Avery"],
      ["payOut", 1299, "Avery"],
      ["noSale", null, "Blake"],
    ]);
    const report = await register.shifts.report({ shiftId: shift.id });
    expect(report.endingFloat).toBe(30000 - 10000 + 2500 - 1299);
    expect(report.cashMovements).toHaveLength(4);
  });

  it("needs CAN_MANAGE_CASH_DROPS for money movements, but not for a no sale", async () => {
    const { register, shift } = await openShift();
    for (const type of ["cashDrop", "payIn", "payOut"] as const) {
      expect(
        await failureOf(register.cash.record({ type, amount: 100, passcode: passcodes.cashier })),
      ).toEqual({
        code: "FORBIDDEN",
        appCode: "FORBIDDEN",
        message: "You do not have permission to record cash drops, pay ins and pay outs",
      });
    }
    expect((await register.cash.record({ type: "noSale", passcode: passcodes.cashier })).type).toBe("noSale");
    expect(await register.cash.list({ shiftId: shift.id })).toHaveLength(1);
  });

  it("refuses missing, zero, fractional and too large amounts, and a wrong passcode, writing nothing", async () => {
    const { register, shift } = await openShift();
    const manager = passcodes.manager;
    expect(await failureOf(register.cash.record({ type: "payOut", passcode: manager }))).toEqual(
      badInput("Enter an amount"),
    );
    expect(await failureOf(register.cash.record({ type: "payOut", amount: 0, passcode: manager }))).toEqual(
      badInput("The amount must be more than $0.00"),
    );
    expect(await failureOf(register.cash.record({ type: "payIn", amount: 10.5, passcode: manager }))).toEqual(
      badInput("The amount is a whole number of cents"),
    );
    expect(
      await failureOf(register.cash.record({ type: "cashDrop", amount: 100_000_000, passcode: manager })),
    ).toEqual(badInput("The amount can be at most $999,999.00"));
    expect(await failureOf(register.cash.record({ type: "noSale", amount: 5, passcode: manager }))).toEqual(
      badInput("A no sale has no amount"),
    );
    expect(
      (await failureOf(register.cash.record({ type: "payIn", amount: 5, passcode: "9999" }))).message,
    ).toBe("Invalid passcode");
    expect(await register.cash.list({ shiftId: shift.id })).toEqual([]);
  });

  it("needs an open shift", async () => {
    const { register } = await registerWorld();
    expect(
      (await failureOf(register.cash.record({ type: "noSale", passcode: passcodes.manager }))).message,
    ).toBe("Shift is not found");
  });
});
