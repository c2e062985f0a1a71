import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { createLocation } from "@pos/core/company/company";
import { Location } from "@pos/core/company/company.entity";
import { badInput, makeStaff, missingPermission } from "../support/staff";
import { openShift, passcodes, registerWorld, type RegisterWorld } from "../support/register";
import { failureOf } from "../support/world";

afterEach(() => setClock(null));

/** Blake's clock-ins (UTC; Toronto is UTC-5 in November): [in, out] work stretches and breaks between them. */
const blakeWork: [string, string][] = [
  ["2026-11-09T13:00:00Z", "2026-11-09T17:00:00Z"],
  ["2026-11-09T17:30:00Z", "2026-11-09T23:00:00Z"],
  ["2026-11-10T13:00:00Z", "2026-11-10T23:00:00Z"],
  ["2026-11-11T13:00:00Z", "2026-11-11T23:00:00Z"],
  ["2026-11-12T13:00:00Z", "2026-11-12T23:00:00Z"],
  ["2026-11-13T13:00:00Z", "2026-11-13T23:00:00Z"],
  ["2026-11-14T13:00:00Z", "2026-11-14T21:00:00Z"],
  // 23:30 on Sunday the 15th in Toronto, though already the 16th in UTC.
  ["2026-11-16T04:30:00Z", "2026-11-16T05:30:00Z"],
  // Monday the 16th: the next week.
  ["2026-11-16T13:00:00Z", "2026-11-16T14:00:00Z"],
];

const minutes = ([start, end]: [string, string]) => (Date.parse(end) - Date.parse(start)) / 60_000;
const torontoDay = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date(iso));

async function clockedWeek(world: RegisterWorld) {
  const clock = fixedClock("2026-11-09T12:00:00Z");
  setClock(clock);
  // Avery starts the shift (and so clocks in) and never clocks out: an open clock-in.
  const { register } = await openShift(world);
  for (const [index, [start, end]] of blakeWork.entries()) {
    clock.set(start);
    await register.hours.clockIn({ passcode: passcodes.cashier });
    clock.set(end);
    if (index === 0) await register.hours.startBreak({ passcode: passcodes.cashier });
    else await register.hours.clockOut({ passcode: passcodes.cashier });
  }
  clock.set("2026-11-20T12:00:00Z");
}

describe("analytics/timesheets", () => {
  it("sums each employee's work and breaks per location day, flags overtime and shows open clock-ins", async () => {
    const world = await registerWorld();
    await clockedWeek(world);
    const { caller, companyId, location, employees } = world;
    const report = await caller.timesheets.report({
      companyId,
      locationId: location.id,
      from: "2026-11-09",
      to: "2026-11-15",
    });

    const inWeek = blakeWork.filter(([start]) => torontoDay(start) <= "2026-11-15");
    const work = inWeek.reduce((sum, stretch) => sum + minutes(stretch), 0);
    const perDay = new Map<string, number>();
    for (const stretch of inWeek)
      perDay.set(torontoDay(stretch[0]), (perDay.get(torontoDay(stretch[0])) ?? 0) + minutes(stretch));
    const dailyOvertime = [...perDay.values()].reduce((sum, day) => sum + Math.max(0, day - 480), 0);
    const weeklyOvertime = Math.max(0, work - dailyOvertime - 44 * 60);
    expect(weeklyOvertime).toBeGreaterThan(0);

    const blake = report.employees.find((row) => row.employeeId === employees.blake.id);
    expect(blake).toMatchObject({
      employeeName: "Blake",
      workMinutes: work,
      breakMinutes: 30,
      overtimeMinutes: dailyOvertime + weeklyOvertime,
      regularMinutes: work - dailyOvertime - weeklyOvertime,
      openEntries: 0,
    });
    expect(blake?.days.map((day) => [day.day, day.workMinutes, day.overtimeMinutes])).toEqual(
      [...perDay.entries()].map(([day, total]) => [day, total, Math.max(0, total - 480)]),
    );
    expect(blake?.days.at(-1)).toMatchObject({ day: "2026-11-15", workMinutes: 60 });

    const avery = report.employees.find((row) => row.employeeId === employees.avery.id);
    expect(avery).toMatchObject({ workMinutes: 0, overtimeMinutes: 0, openEntries: 1 });
    expect(report.entries.find((entry) => entry.employeeId === employees.avery.id)).toMatchObject({
      day: "2026-11-09",
      endTime: null,
      minutes: null,
    });
    expect(report.timeZone).toBe("America/Toronto");
  });

  it("uses the company's own overtime thresholds from settings/general", async () => {
    const world = await registerWorld();
    await clockedWeek(world);
    const { caller, companyId, location, employees } = world;
    const general = await caller.generalSettings.get({ companyId });
    const {
      province: _province,
      country: _country,
      canAccessLoyalty: _loyalty,
      logoUrl: _logo,
      ...fields
    } = general;
    await caller.generalSettings.save({
      ...fields,
      companyId,
      overtimeDailyHours: 10,
      overtimeWeeklyHours: 40,
    });
    const report = await caller.timesheets.report({
      companyId,
      locationId: location.id,
      from: "2026-11-09",
      to: "2026-11-15",
    });
    const work = blakeWork
      .filter(([start]) => torontoDay(start) <= "2026-11-15")
      .reduce((sum, stretch) => sum + minutes(stretch), 0);
    // No day passes 10 hours; the week's work over 40 hours is overtime.
    expect(report.rules).toEqual({ dailyMinutes: 600, weeklyMinutes: 2400 });
    expect(report.employees.find((row) => row.employeeId === employees.blake.id)).toMatchObject({
      overtimeMinutes: work - 2400,
    });
  });

  it("takes the period's days in the location's own time zone", async () => {
    const world = await registerWorld();
    await clockedWeek(world);
    const { caller, companyId, location, employees } = world;
    await Location.patch({ companyId, locationId: location.id }).set({ timezone: "America/Vancouver" }).go();
    const report = await caller.timesheets.report({
      companyId,
      locationId: location.id,
      from: "2026-11-15",
      to: "2026-11-16",
    });
    const blake = report.employees.find((row) => row.employeeId === employees.blake.id);
    // In Vancouver (UTC-8) 04:30 UTC on the 16th is 20:30 on the 15th; 13:00 UTC is 05:00 on the 16th.
    expect(blake?.days.map((day) => [day.day, day.workMinutes])).toEqual([
      ["2026-11-15", 60],
      ["2026-11-16", 60],
    ]);
    expect(report.timeZone).toBe("America/Vancouver");
  });

  it("shows a reader granted one location that location only, and refuses more than 12 months", async () => {
    const world = await registerWorld();
    await clockedWeek(world);
    const { companyId, location } = world;
    const uptown = await createLocation({ companyId, name: "Uptown" });
    const reader = await makeStaff(companyId, ["CAN_VIEW_REPORTS"], location.id);
    const period = { companyId, from: "2026-11-09", to: "2026-11-15" };
    const own = await reader.caller.timesheets.report({ ...period, locationId: location.id });
    expect(own.employees.length).toBe(2);
    expect(await failureOf(reader.caller.timesheets.report({ ...period, locationId: uptown.id }))).toEqual(
      missingPermission("CAN_VIEW_REPORTS"),
    );
    const uptownReport = await world.caller.timesheets.report({ ...period, locationId: uptown.id });
    expect(uptownReport.employees).toEqual([]);
    expect(
      await failureOf(
        world.caller.timesheets.report({
          companyId,
          locationId: location.id,
          from: "2025-11-01",
          to: "2026-11-01",
        }),
      ),
    ).toEqual(badInput("Reports are limited to 12 months"));
  });
});
