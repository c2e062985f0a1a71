import { describe, expect, it } from "vitest";
import { changePercent, hourLabel, lastAllowedDay, periodError, presetPeriod } from "@/components/reports/report-period";
import { summaryCsvRows } from "./summary-csv";

describe("summary periods", () => {
  it("gives each preset its days, a week starting on Monday", () => {
    // 2026-11-26 is a Thursday.
    expect(presetPeriod("today", "2026-11-26")).toEqual({ from: "2026-11-26", to: "2026-11-26" });
    expect(presetPeriod("yesterday", "2026-03-01")).toEqual({ from: "2026-02-28", to: "2026-02-28" });
    expect(presetPeriod("last7Days", "2026-03-03")).toEqual({ from: "2026-02-25", to: "2026-03-03" });
    expect(presetPeriod("thisWeek", "2026-11-26")).toEqual({ from: "2026-11-23", to: "2026-11-26" });
    expect(presetPeriod("thisWeek", "2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-23" });
    expect(presetPeriod("thisMonth", "2026-11-26")).toEqual({ from: "2026-11-01", to: "2026-11-26" });
  });

  it("refuses a custom period over 12 months or backwards, as the server does", () => {
    expect(periodError("2025-01-01", "2025-12-31")).toBeNull();
    expect(periodError("2025-01-01", "2026-01-01")).toBe("Reports are limited to 12 months");
    expect(periodError("2026-02-02", "2026-02-01")).toBe("The end date must be on or after the start date");
    expect(periodError("", "2026-02-01")).toBe("Choose the first and last day");
    expect(lastAllowedDay("2025-01-01", 12)).toBe("2025-12-31");
  });

  it("computes the change against the previous period, none without earlier sales", () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 200)).toBe(-75);
    expect(changePercent(10, 0)).toBeNull();
    expect(hourLabel(0)).toBe("12 am");
    expect(hourLabel(13)).toBe("1 pm");
  });

  it("writes money in dollars with two decimals in the CSV", () => {
    const figures = {
      grossSales: 12345,
      discounts: 0,
      refunds: 0,
      netSales: 12345,
      taxes: 1605,
      deposits: 0,
      tips: 0,
      costOfGoods: 6000,
      grossMargin: 6345,
      grossMarginPercent: 51.4,
      saleCount: 3,
      refundCount: 0,
      averageBasket: 4115,
      units: 4.5,
    };
    const rows = summaryCsvRows({
      period: { from: "2026-11-01", to: "2026-11-02" },
      previousPeriod: { from: "2026-10-30", to: "2026-10-31" },
      figures,
      previous: figures,
      byDay: [],
      byHour: [],
      topProducts: [],
      topCategories: [],
      topEmployees: [],
    });
    expect(rows).toContainEqual(["Period", "2026-11-01 to 2026-11-02", "Net sales", "123.45"]);
    expect(rows).toContainEqual(["Period", "2026-11-01 to 2026-11-02", "Units sold", "4.5"]);
    expect(rows).toContainEqual(["Previous period", "2026-10-30 to 2026-10-31", "Sales", "3"]);
  });
});
