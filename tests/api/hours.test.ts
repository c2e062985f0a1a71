import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { createLocation } from "@pos/core/company/company";
import { HoursEntry } from "@pos/core/shifts/hours.entity";
import { conflict, hire } from "../support/staff";
import { openShift, passcodes, registerWorld } from "../support/register";
import { callerFor, failureOf, makeDevice } from "../support/world";

afterEach(() => setClock(null));

describe("employee hours at the register", () => {
  it("lists the location's employees as not tracking until they clock in", async () => {
    const { register, employees, companyId, caller, wholeCompany } = await openShift();
    await hire(caller, { companyId, name: "Dana", passcode: "4444", assignments: wholeCompany });
    const uptown = await createLocation({ companyId, name: "Uptown" });
    const role = wholeCompany[0]?.securityRoleId ?? "";
    await hire(caller, {
      companyId,
      name: "Elsewhere",
      passcode: "5555",
      assignments: [{ locationId: uptown.id, securityRoleId: role }],
    });
    const list = await register.hours.employees();
    expect(list.map((item) => [item.name, item.tracking, item.onBreak])).toEqual(
      expect.arrayContaining([
        ["Avery", true, false],
        ["Blake", false, false],
        ["Casey", false, false],
        ["Dana", false, false],
      ]),
    );
    expect(list.map((item) => item.name)).not.toContain("Elsewhere");
    expect(list.find((item) => item.id === employees.avery.id)?.tracking).toBe(true);
  });

  it("clocks in, takes a break, comes back and clocks out, with the server's messages", async () => {
    const world = await registerWorld();
    const clock = fixedClock("2026-11-21T09:00:00.000Z");
    setClock(clock);
    const { register, shift } = await openShift(world);
    const clockIn = await register.hours.clockIn({ passcode: passcodes.cashier });
    expect(clockIn).toMatchObject({
      message: "Clocked in as Blake",
      employee: { name: "Blake", tracking: true, onBreak: false },
      current: { name: "Blake" },
    });
    clock.advance(2 * 60 * 60_000);
    const onBreak = await register.hours.startBreak({ passcode: passcodes.cashier });
    expect(onBreak).toMatchObject({
      message: "Started break",
      employee: { tracking: true, onBreak: true },
      current: null,
    });
    expect(await register.hours.status({ passcode: passcodes.cashier })).toMatchObject({
      tracking: true,
      onBreak: true,
    });
    clock.advance(15 * 60_000);
    await register.hours.clockIn({ passcode: passcodes.cashier });
    clock.advance(60 * 60_000 + 5 * 60_000);
    const out = await register.hours.clockOut({ passcode: passcodes.cashier });
    expect(out).toMatchObject({
      message: "Clocked out",
      employee: { tracking: false, onBreak: false },
      current: null,
    });
    expect(await register.hours.current()).toBeNull();
    const report = await register.shifts.report({ shiftId: shift.id });
    const blake = report.employeeHours.filter((item) => item.employeeName === "Blake");
    expect(blake.map((item) => [item.type, item.hours, item.minutes])).toEqual([
      ["break", 0, 15],
      ["work", 3, 5],
    ]);
  });

  it("starts one work entry when an employee clocks in on two registers at once (no overlapping hours)", async () => {
    const world = await openShift();
    const { register, companyId, location, employees } = world;
    const second = await callerFor((await makeDevice(companyId, location.id)).token);
    await second.shifts.start({ startingFloat: 0, passcode: passcodes.manager });
    const outcomes = await Promise.all(
      [register, second, register, second].map((device) =>
        device.hours.clockIn({ passcode: passcodes.cashier }).then(
          () => "clocked in",
          (error: unknown) => failureOf(Promise.reject(error)),
        ),
      ),
    );
    expect(outcomes).toContain("clocked in");
    for (const outcome of outcomes.filter((item) => item !== "clocked in"))
      expect(outcome).toEqual(conflict("Hours changed at the same time. Please try again."));
    const entries = await HoursEntry.query
      .byEmployee({ companyId, userId: employees.blake.id })
      .go({ pages: "all" });
    expect(entries.data.map((entry) => [entry.type, entry.endTime])).toEqual([["work", undefined]]);
    await register.hours.clockIn({ passcode: passcodes.cashier });
    expect(
      (await HoursEntry.query.byEmployee({ companyId, userId: employees.blake.id }).go({ pages: "all" }))
        .data,
    ).toHaveLength(1);
  });

  it("refuses a break or a clock out without clocking in, and a second break", async () => {
    const { register } = await openShift();
    expect(await failureOf(register.hours.startBreak({ passcode: passcodes.cashier }))).toEqual(
      conflict("You are not clocked in"),
    );
    expect(await failureOf(register.hours.clockOut({ passcode: passcodes.cashier }))).toEqual(
      conflict("You are not clocked in"),
    );
    await register.hours.clockIn({ passcode: passcodes.cashier });
    await register.hours.startBreak({ passcode: passcodes.cashier });
    expect(await failureOf(register.hours.startBreak({ passcode: passcodes.cashier }))).toEqual(
      conflict("You are already on a break"),
    );
    expect(await register.hours.status({ passcode: passcodes.cashier })).toMatchObject({ onBreak: true });
  });

  it("an employee whose hours are not tracked becomes current without an hours entry", async () => {
    const { register, shift } = await openShift();
    expect(await register.hours.clockIn({ passcode: passcodes.untracked })).toMatchObject({
      message: "Clocked in as Casey",
      employee: { tracking: false },
      current: { name: "Casey" },
    });
    const report = await register.shifts.report({ shiftId: shift.id });
    expect(report.employeeHours.map((item) => item.employeeName)).not.toContain("Casey");
  });

  it("clears the current employee, refuses a wrong passcode, and needs an open shift", async () => {
    const { register } = await openShift();
    expect(await register.hours.current()).toMatchObject({ name: "Avery" });
    await register.hours.clearCurrent();
    expect(await register.hours.current()).toBeNull();
    expect((await failureOf(register.hours.clockIn({ passcode: "9999" }))).message).toBe("Invalid passcode");
    expect(await register.hours.current()).toBeNull();

    const { companyId, location } = await registerWorld();
    const idle = await callerFor((await makeDevice(companyId, location.id)).token);
    expect((await failureOf(idle.hours.clockIn({ passcode: passcodes.cashier }))).message).toBe(
      "Shift is not found",
    );
  });

  it("stops a register after five wrong passcodes", async () => {
    const { register } = await openShift();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await failureOf(register.hours.clockIn({ passcode: "9999" }))).code).toBe("NOT_FOUND");
    expect((await failureOf(register.hours.clockIn({ passcode: passcodes.cashier }))).code).toBe(
      "TOO_MANY_REQUESTS",
    );
  });
});
