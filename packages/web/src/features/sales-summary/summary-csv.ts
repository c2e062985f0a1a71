import type { SummaryReport } from "@pos/core/reports/reports.schema";
import { summaryKpis } from "./kpi-cards";

export const summaryCsvHeader = ["Section", "Item", "Figure", "Value"] as const;

/** Cents as dollars with two decimals (what a spreadsheet sums), counts as they are. */
const money = (cents: number): string => (cents / 100).toFixed(2);

/**
 * The summary as CSV rows, one figure a row: the period's and the previous period's figures, each day, each hour
 * with sales, and the leaders. Money in dollars, so the file parses back to the figures on screen.
 */
export function summaryCsvRows(report: SummaryReport): string[][] {
  const figureRows = (section: string, figures: SummaryReport["figures"]) =>
    summaryKpis.map((kpi) => [
      section,
      `${report.period.from} to ${report.period.to}`,
      kpi.label,
      kpi.kind === "money" ? money(figures[kpi.key] ?? 0) : String(figures[kpi.key] ?? 0),
    ]);
  const previous = figureRows("Previous period", report.previous).map((row) => [
    row[0]!,
    `${report.previousPeriod.from} to ${report.previousPeriod.to}`,
    row[2]!,
    row[3]!,
  ]);
  const ranked = (section: string, rows: SummaryReport["topProducts"]) =>
    rows.flatMap((row) => [
      [section, row.label, "Net sales", money(row.netSales)],
      [section, row.label, "Sales", String(row.saleCount)],
      [section, row.label, "Units sold", String(row.units)],
    ]);
  return [
    ...figureRows("Period", report.figures),
    ...previous,
    ...report.byDay.map((day) => ["Net sales by day", day.day, "Net sales", money(day.netSales)]),
    ...report.byHour
      .filter((hour) => hour.saleCount > 0 || hour.refundCount > 0)
      .map((hour) => [
        "Net sales by hour",
        `${String(hour.hour).padStart(2, "0")}:00`,
        "Net sales",
        money(hour.netSales),
      ]),
    ...ranked("Top products", report.topProducts),
    ...ranked("Top categories", report.topCategories),
    ...ranked("Top employees", report.topEmployees),
  ];
}
