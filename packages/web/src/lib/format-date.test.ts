import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatRelative } from "./format-date";

const now = new Date("2025-03-10T12:00:00.000Z");

describe("formatRelative", () => {
  it("describes recent moments", () => {
    expect(formatRelative("2025-03-10T11:59:30.000Z", now)).toBe("just now");
    expect(formatRelative("2025-03-10T11:55:00.000Z", now)).toBe("5 minutes ago");
    expect(formatRelative("2025-03-10T09:00:00.000Z", now)).toBe("3 hours ago");
    expect(formatRelative("2025-03-09T12:00:00.000Z", now)).toBe("yesterday");
  });

  it("shows a dash for an invalid date", () => {
    expect(formatRelative("not a date", now)).toBe("—");
  });
});

describe("formatDateTime", () => {
  it("applies the time zone", () => {
    expect(formatDate("2025-03-10T03:00:00.000Z", "America/Vancouver")).toBe("Mar 9, 2025");
    expect(formatDateTime("2025-03-10T03:00:00.000Z", "America/Toronto")).toMatch(/Mar 9, 2025.*11:00/);
  });
});
