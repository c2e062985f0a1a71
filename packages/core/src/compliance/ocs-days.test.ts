import { describe, expect, it } from "vitest";
import { endOfLocalDay, positionDays } from "./ocs-days";

describe("OCS position days", () => {
  it("ends a local day at the next local midnight, across daylight-saving changes", () => {
    expect(endOfLocalDay("2026-01-15", "America/Toronto")).toBe("2026-01-16T05:00:00.000Z");
    expect(endOfLocalDay("2026-07-15", "America/Toronto")).toBe("2026-07-16T04:00:00.000Z");
    // 2026-03-08 is 23 hours long in Toronto, 2026-11-01 25 hours.
    expect(endOfLocalDay("2026-03-07", "America/Toronto")).toBe("2026-03-08T05:00:00.000Z");
    expect(endOfLocalDay("2026-03-08", "America/Toronto")).toBe("2026-03-09T04:00:00.000Z");
    expect(endOfLocalDay("2026-11-01", "America/Toronto")).toBe("2026-11-02T05:00:00.000Z");
  });

  it("lists the finished local days from the set-up day, at most 31 back", () => {
    const at = new Date("2026-01-20T03:00:00.000Z"); // still Jan 19 in Toronto
    expect(positionDays("2026-01-17T14:00:00.000Z", at, "America/Toronto")).toEqual([
      "2026-01-17",
      "2026-01-18",
    ]);
    expect(positionDays("2026-01-19T14:00:00.000Z", at, "America/Toronto")).toEqual([]);
    expect(positionDays("2025-01-01T00:00:00.000Z", at, "America/Toronto")).toHaveLength(31);
  });
});
