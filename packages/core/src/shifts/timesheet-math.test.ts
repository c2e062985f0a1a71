import { describe, expect, it } from "vitest";
import { summarizeTimesheet, toTimesheetEntries, type RawHours } from "./timesheet-math";
import { overtimeDefaults, overtimeRulesOf } from "./timesheet.schema";

const overtimeRules = overtimeRulesOf(overtimeDefaults.dailyHours, overtimeDefaults.weeklyHours);

let next = 0;
const work = (userId: string, start: string, end?: string, type: RawHours["type"] = "work"): RawHours => ({
  entryId: `e${(next += 1)}`,
  userId,
  employeeName: userId,
  type,
  startTime: start,
  ...(end ? { endTime: end } : {}),
});

const period = { from: "2026-11-02", to: "2026-11-15" };

describe("timesheet figures", () => {
  it("counts a clock-in on the local day it starts, even past midnight", () => {
    const [entry] = toTimesheetEntries(
      [work("a", "2026-11-03T04:30:00Z", "2026-11-03T06:00:00Z")],
      "America/Toronto",
    );
    expect(entry).toMatchObject({ day: "2026-11-02", minutes: 90 });
  });

  it("takes daily overtime first and weekly overtime on what is left, week by week from the period's start", () => {
    // Five 10-hour days in the first week (10 h daily overtime, 40 h left: no weekly overtime), then six 9-hour
    // days in the second (6 h daily, 48 h left: 4 h weekly).
    const first = ["03", "04", "05", "06", "07"].map((day) =>
      work("a", `2026-11-${day}T13:00:00Z`, `2026-11-${day}T23:00:00Z`),
    );
    const second = ["09", "10", "11", "12", "13", "14"].map((day) =>
      work("a", `2026-11-${day}T13:00:00Z`, `2026-11-${day}T22:00:00Z`),
    );
    const [summary] = summarizeTimesheet(
      toTimesheetEntries([...first, ...second], "America/Toronto"),
      period,
      overtimeRules,
    );
    expect(
      summary?.weeks.map((week) => [week.from, week.to, week.workMinutes, week.overtimeMinutes]),
    ).toEqual([
      ["2026-11-02", "2026-11-08", 3000, 600],
      ["2026-11-09", "2026-11-15", 3240, 360 + 240],
    ]);
    expect(summary).toMatchObject({ workMinutes: 6240, overtimeMinutes: 1200, regularMinutes: 5040 });
  });

  it("leaves breaks and open clock-ins out of the hours, and counts the open ones", () => {
    const entries = toTimesheetEntries(
      [
        work("b", "2026-11-03T13:00:00Z", "2026-11-03T17:00:00Z"),
        work("b", "2026-11-03T17:00:00Z", "2026-11-03T17:45:00Z", "break"),
        work("b", "2026-11-04T13:00:00Z"),
      ],
      "America/Toronto",
    );
    const [summary] = summarizeTimesheet(entries, period, overtimeRules);
    expect(summary).toMatchObject({ workMinutes: 240, breakMinutes: 45, openEntries: 1, overtimeMinutes: 0 });
    expect(summary?.days.map((day) => [day.day, day.open])).toEqual([
      ["2026-11-03", false],
      ["2026-11-04", true],
    ]);
  });
});
