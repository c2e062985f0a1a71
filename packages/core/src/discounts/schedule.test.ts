import { describe, expect, it } from "vitest";
import { ZDiscountSchedule, type DiscountSchedule } from "./discount.schema";
import { localTime } from "./local-time";
import { isScheduledAt } from "./schedule";

const edmonton = "America/Edmonton";
const schedule = (value: Partial<DiscountSchedule>): DiscountSchedule =>
  ZDiscountSchedule.parse({ days: ["wed"], ...value });
/** Edmonton is UTC−6 in April (daylight time) and UTC−7 in January. */
const at = (iso: string) => new Date(iso);

describe("schedules, read in the location's time zone", () => {
  it("reads a moment on the local clock", () => {
    expect(localTime(at("2026-04-16T05:59:00Z"), edmonton)).toEqual({
      date: "2026-04-15",
      weekday: "wed",
      minutes: 23 * 60 + 59,
    });
    expect(localTime(at("2026-01-07T07:00:00Z"), edmonton)).toEqual({
      date: "2026-01-07",
      weekday: "wed",
      minutes: 0,
    });
  });

  it("no schedule runs at any time", () => {
    expect(isScheduledAt(null, at("2026-04-15T20:30:00Z"), edmonton)).toBe(true);
  });

  it("days without hours run the whole local day", () => {
    const wednesdays = schedule({});
    expect(isScheduledAt(wednesdays, at("2026-04-15T06:00:00Z"), edmonton)).toBe(true); // Wed 00:00
    expect(isScheduledAt(wednesdays, at("2026-04-16T05:59:00Z"), edmonton)).toBe(true); // Wed 23:59
    expect(isScheduledAt(wednesdays, at("2026-04-15T05:59:00Z"), edmonton)).toBe(false); // Tue 23:59
    expect(isScheduledAt(wednesdays, at("2026-04-16T06:00:00Z"), edmonton)).toBe(false); // Thu 00:00
  });

  it("hours include the start and exclude the end", () => {
    const happyHour = schedule({ from: "16:00", to: "18:00" });
    expect(isScheduledAt(happyHour, at("2026-04-15T21:59:00Z"), edmonton)).toBe(false); // 15:59
    expect(isScheduledAt(happyHour, at("2026-04-15T22:00:00Z"), edmonton)).toBe(true); // 16:00
    expect(isScheduledAt(happyHour, at("2026-04-15T23:59:00Z"), edmonton)).toBe(true); // 17:59
    expect(isScheduledAt(happyHour, at("2026-04-16T00:00:00Z"), edmonton)).toBe(false); // 18:00
    expect(isScheduledAt(happyHour, at("2026-04-15T22:00:00Z"), "America/Toronto")).toBe(false); // 18:00 there
  });

  it("a window past midnight belongs to the day it starts on", () => {
    const lateWednesday = schedule({ from: "22:00", to: "02:00" });
    expect(isScheduledAt(lateWednesday, at("2026-04-16T04:00:00Z"), edmonton)).toBe(true); // Wed 22:00
    expect(isScheduledAt(lateWednesday, at("2026-04-16T07:30:00Z"), edmonton)).toBe(true); // Thu 01:30
    expect(isScheduledAt(lateWednesday, at("2026-04-16T08:00:00Z"), edmonton)).toBe(false); // Thu 02:00
    expect(isScheduledAt(lateWednesday, at("2026-04-15T07:30:00Z"), edmonton)).toBe(false); // Wed 01:30
    const endsWednesday = schedule({ from: "22:00", to: "02:00", endDate: "2026-04-15" });
    expect(isScheduledAt(endsWednesday, at("2026-04-16T07:30:00Z"), edmonton)).toBe(true);
    const startsThursday = schedule({
      days: ["wed", "thu"],
      from: "22:00",
      to: "02:00",
      startDate: "2026-04-16",
    });
    expect(isScheduledAt(startsThursday, at("2026-04-16T07:30:00Z"), edmonton)).toBe(false);
  });

  it("start and end dates are inclusive local dates", () => {
    const april = schedule({
      days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
      startDate: "2026-04-01",
      endDate: "2026-04-30",
    });
    expect(isScheduledAt(april, at("2026-04-01T06:00:00Z"), edmonton)).toBe(true); // 1 Apr 00:00
    expect(isScheduledAt(april, at("2026-04-01T05:59:00Z"), edmonton)).toBe(false); // 31 Mar 23:59
    expect(isScheduledAt(april, at("2026-05-01T05:59:00Z"), edmonton)).toBe(true); // 30 Apr 23:59
    expect(isScheduledAt(april, at("2026-05-01T06:00:00Z"), edmonton)).toBe(false); // 1 May 00:00
  });
});
