import { describe, expect, it } from "vitest";
import { createLocation } from "@pos/core/company/company";
import { badInput, conflict } from "../support/staff";
import { openShift, passcodes, registerWorld } from "../support/register";
import { callerFor, failureOf, makeDevice } from "../support/world";

const count = { "25": 8, "200": 5, "2000": 4, "10000": 2 }; // 200 + 1000 + 8000 + 20000 = 29200

describe("shifts at the register", () => {
  it("starts a shift, then clocks the employee in and makes them current", async () => {
    const { register, employees } = await registerWorld();
    expect(await register.shifts.current()).toEqual({ shift: null, lastShiftId: null });
    const started = await register.shifts.start({
      startingFloat: 29200,
      floatCount: count,
      notes: "Till 2",
      passcode: passcodes.manager,
    });
    expect(started.message).toBe("Clocked in as Avery");
    expect(started.shift).toMatchObject({
      startCash: 29200,
      startCashCount: count,
      notes: "Till 2",
      endDate: null,
      startedBy: { id: employees.avery.id, name: "Avery" },
      currentUserId: employees.avery.id,
      currentUserName: "Avery",
    });
    expect((await register.shifts.current()).shift?.id).toBe(started.shift.id);
    expect(await register.hours.current()).toMatchObject({ id: employees.avery.id, name: "Avery" });
  });

  it("keeps the absolute value of the float and refuses one out of range or not matching its count", async () => {
    const world = await registerWorld();
    const { register } = world;
    expect(
      await failureOf(register.shifts.start({ startingFloat: 100_000_000, passcode: passcodes.manager })),
    ).toEqual(badInput("The starting float can be at most $999,999.00"));
    expect(
      await failureOf(
        register.shifts.start({ startingFloat: 100, floatCount: count, passcode: passcodes.manager }),
      ),
    ).toEqual(badInput("The starting float does not match its count"));
    expect(
      await failureOf(
        register.shifts.start({ startingFloat: 1, floatCount: { "1": 1 }, passcode: passcodes.manager }),
      ),
    ).toEqual(badInput("1 cents is not a denomination of the company's currency"));
    expect(
      await failureOf(
        register.shifts.start({ startingFloat: 5, floatCount: { "5": 0.5 }, passcode: passcodes.manager }),
      ),
    ).toEqual(badInput("Counts are whole numbers"));
    expect((await register.shifts.current()).shift).toBeNull();
    const { shift } = await register.shifts.start({ startingFloat: -12345, passcode: passcodes.manager });
    expect(shift.startCash).toBe(12345);
  });

  it("refuses a wrong passcode and an employee without CAN_MANAGE_SHIFTS, and opens nothing", async () => {
    const { register } = await registerWorld();
    expect(await failureOf(register.shifts.start({ startingFloat: 0, passcode: "9999" }))).toEqual({
      code: "NOT_FOUND",
      appCode: "NOT_FOUND",
      message: "Invalid passcode",
    });
    expect(await failureOf(register.shifts.start({ startingFloat: 0, passcode: passcodes.cashier }))).toEqual(
      {
        code: "FORBIDDEN",
        appCode: "FORBIDDEN",
        message: "You do not have permission to start a shift",
      },
    );
    expect(await register.shifts.current()).toEqual({ shift: null, lastShiftId: null });
  });

  it("allows one open shift per register, even when two starts race", async () => {
    const { register, shift } = await openShift();
    expect(await failureOf(register.shifts.start({ startingFloat: 0, passcode: passcodes.manager }))).toEqual(
      conflict("This register already has an open shift. End it before starting a new one."),
    );
    expect((await register.shifts.current()).shift?.id).toBe(shift.id);

    const other = await registerWorld();
    const results = await Promise.allSettled(
      [1, 2].map(() => other.register.shifts.start({ startingFloat: 100, passcode: passcodes.manager })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });

  it("ends with a count, records the expected cash, and refuses ending twice", async () => {
    const { register, shift, employees } = await openShift();
    await register.cash.record({ type: "payIn", amount: 2000, passcode: passcodes.manager });
    await register.cash.record({ type: "cashDrop", amount: 5000, passcode: passcodes.manager });
    const ended = await register.shifts.end({
      floatCount: count,
      notes: "All good",
      password: passcodes.manager,
    });
    expect(ended).toEqual({ shiftId: shift.id });
    expect(await register.shifts.current()).toEqual({ shift: null, lastShiftId: shift.id });
    const stored = await register.shifts.get({ shiftId: shift.id });
    expect(stored).toMatchObject({
      endCash: 30000 + 2000 - 5000,
      cashCount: count,
      endNotes: "All good",
      endedBy: { id: employees.avery.id, name: "Avery" },
    });
    expect(stored.endDate).not.toBeNull();
    expect(await failureOf(register.shifts.end({ floatCount: null, password: passcodes.manager }))).toEqual(
      conflict("This shift has already ended"),
    );
    expect(await register.shifts.get({ shiftId: shift.id })).toEqual(stored);
  });

  it("ends once when two ends race, and clocks out whoever still tracks hours", async () => {
    const { register, shift } = await openShift();
    await register.hours.clockIn({ passcode: passcodes.cashier });
    await register.hours.startBreak({ passcode: passcodes.cashier });
    const results = await Promise.allSettled(
      [1, 2].map(() => register.shifts.end({ floatCount: null, password: passcodes.manager })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const staff = await register.hours.employees();
    expect(staff.filter((item) => item.tracking)).toEqual([]);
    const { endDate } = await register.shifts.get({ shiftId: shift.id });
    const report = await register.shifts.report({ shiftId: shift.id, includeInventorySold: true });
    expect(report.endDate).toBe(endDate);
    expect(report.inventorySold).toEqual([]);
    expect(report.employeeHours.map((item) => [item.employeeName, item.type])).toEqual([
      ["Avery", "work"],
      ["Blake", "break"],
      ["Blake", "work"],
    ]);
  });

  it("refuses ending with a wrong passcode or without CAN_MANAGE_SHIFTS, and the shift stays open", async () => {
    const { register, shift } = await openShift();
    expect((await failureOf(register.shifts.end({ floatCount: null, password: "9999" }))).message).toBe(
      "Invalid passcode",
    );
    expect(
      (await failureOf(register.shifts.end({ floatCount: null, password: passcodes.cashier }))).message,
    ).toBe("You do not have permission to end a shift");
    expect((await register.shifts.current()).shift?.id).toBe(shift.id);
  });

  it("a register reads only its own location's shifts", async () => {
    const { register, shift, companyId } = await openShift();
    const elsewhere = await createLocation({ companyId, name: "Uptown" });
    const other = await callerFor((await makeDevice(companyId, elsewhere.id)).token);
    expect((await failureOf(other.shifts.get({ shiftId: shift.id }))).message).toBe("Shift is not found");
    expect((await failureOf(other.shifts.report({ shiftId: shift.id }))).code).toBe("NOT_FOUND");
    expect((await register.shifts.report({ shiftId: shift.id })).shiftId).toBe(shift.id);
  });
});

describe("shifts on the dashboard", () => {
  it("lists a location's shifts newest first", async () => {
    const world = await openShift();
    const { caller, companyId, location, register, shift } = world;
    await register.shifts.end({ floatCount: null, password: passcodes.manager });
    const second = (await register.shifts.start({ startingFloat: 500, passcode: passcodes.manager })).shift;
    const page = await caller.shifts.list({ companyId, locationId: location.id, page: { limit: 10 } });
    expect(page.items.map((item) => item.id)).toEqual([second.id, shift.id]);
    expect(page.items[1]).toMatchObject({
      startCash: 30000,
      endCash: 30000,
      countedCash: null,
      startedByName: "Avery",
    });
  });

  it("adds a float count skipped at the register once, and shows it on the report", async () => {
    const { caller, companyId, register, shift } = await openShift();
    expect(
      await failureOf(caller.shifts.addFloatCount({ companyId, shiftId: shift.id, floatCount: count })),
    ).toEqual(conflict("Float counts can be added after the shift ends"));
    await register.shifts.end({ floatCount: null, password: passcodes.manager });
    expect((await caller.shifts.getReport({ companyId, shiftId: shift.id })).countedFloat).toBeNull();
    const updated = await caller.shifts.addFloatCount({ companyId, shiftId: shift.id, floatCount: count });
    expect(updated.cashCount).toEqual(count);
    expect(
      await failureOf(caller.shifts.addFloatCount({ companyId, shiftId: shift.id, floatCount: { "5": 1 } })),
    ).toEqual(conflict("This shift already has a float count"));
    const report = await caller.shifts.getReport({ companyId, shiftId: shift.id });
    expect(report).toMatchObject({ endingFloat: 30000, countedFloat: 29200, discrepancy: -800 });
  });

  it("a location's grant reads only that location's shifts", async () => {
    const { caller, companyId, location, shift } = await openShift();
    const uptown = await createLocation({ companyId, name: "Uptown" });
    expect(
      (await failureOf(caller.shifts.getReport({ companyId, locationId: uptown.id, shiftId: shift.id })))
        .code,
    ).toBe("NOT_FOUND");
    expect(
      (await caller.shifts.getReport({ companyId, locationId: location.id, shiftId: shift.id })).shiftId,
    ).toBe(shift.id);
  });
});
