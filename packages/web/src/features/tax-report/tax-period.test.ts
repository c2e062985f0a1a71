import { describe, expect, it } from "vitest";
import { monthPeriod, quarterLabel, quarterOf, quarterPeriod, recentQuarters } from "./tax-period";

describe("tax periods", () => {
  it("covers whole months and quarters, leap days included", () => {
    expect(monthPeriod("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthPeriod("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(quarterOf("2026-04-01")).toBe("2026-Q2");
    expect(quarterOf("2026-12-31")).toBe("2026-Q4");
    expect(quarterPeriod("2026-Q1")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(quarterPeriod("2026-Q4")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(quarterLabel("2026-Q2")).toBe("2026 Q2 (Apr–Jun)");
  });

  it("lists the recent quarters back across years", () => {
    expect(recentQuarters("2026-02-10", 3)).toEqual(["2026-Q1", "2025-Q4", "2025-Q3"]);
  });
});
