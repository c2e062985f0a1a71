import { describe, expect, it } from "vitest";
import { formatDay, todayIn } from "./format-day";

describe("formatDay", () => {
  it("names the calendar day without shifting it", () => {
    expect(formatDay("2007-03-14")).toBe("March 14, 2007");
  });
});

describe("todayIn", () => {
  it("reads the day in the store's time zone", () => {
    const lateEvening = new Date("2026-01-02T03:30:00Z");
    expect(todayIn("America/Toronto", lateEvening)).toBe("2026-01-01");
    expect(todayIn("UTC", lateEvening)).toBe("2026-01-02");
  });
});
