import { describe, expect, it } from "vitest";
import { mondayOf, periodFrom, stepPeriod } from "./pay-periods";

describe("pay periods", () => {
  it("runs weekly and bi-weekly periods from their first day", () => {
    expect(periodFrom("weekly", "2026-11-09")).toEqual({ from: "2026-11-09", to: "2026-11-15" });
    expect(periodFrom("biweekly", "2026-12-21")).toEqual({ from: "2026-12-21", to: "2027-01-03" });
    expect(stepPeriod("biweekly", periodFrom("biweekly", "2026-12-21"), 1)).toEqual({
      from: "2027-01-04",
      to: "2027-01-17",
    });
    expect(stepPeriod("weekly", periodFrom("weekly", "2026-11-09"), -1).from).toBe("2026-11-02");
  });

  it("splits a month at the 15th for semi-monthly periods", () => {
    expect(periodFrom("semimonthly", "2026-02-20")).toEqual({ from: "2026-02-16", to: "2026-02-28" });
    expect(periodFrom("semimonthly", "2028-02-03")).toEqual({ from: "2028-02-01", to: "2028-02-15" });
    const second = periodFrom("semimonthly", "2026-12-31");
    expect(stepPeriod("semimonthly", second, 1)).toEqual({ from: "2027-01-01", to: "2027-01-15" });
    expect(stepPeriod("semimonthly", second, -1)).toEqual({ from: "2026-12-01", to: "2026-12-15" });
  });

  it("starts a week on the Monday on or before a day", () => {
    expect(mondayOf("2026-11-15")).toBe("2026-11-09");
    expect(mondayOf("2026-11-09")).toBe("2026-11-09");
  });
});
