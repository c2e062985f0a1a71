import { addDays, daysBetween } from "./report-days";
import type { DayFigures, RankedFigures, RollupRow, SummaryInput, SummaryReport } from "./reports.schema";
import { readRollups, reportFigures, sumRollups, totalOf } from "./rollup-query";

type Scope = Omit<SummaryInput, "top"> & { companyId: number };

/** The period of the same length just before. */
export function previousPeriodOf(from: string, to: string): { from: string; to: string } {
  const days = daysBetween(from, to).length;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

function ranked(rows: RollupRow[], top: number, fallback: string): RankedFigures[] {
  return [...sumRollups(rows, (row) => row.key).values()]
    .map((row) => ({ key: row.key, label: row.label ?? fallback, ...reportFigures(row) }))
    .sort((a, b) => b.netSales - a.netSales || a.label.localeCompare(b.label))
    .slice(0, top);
}

/**
 * analytics/summary: figures of the period and of the one before (for the change in %), sales by day and by hour,
 * and the top products, categories and employees. Reads rollups only: the day rows of both periods and, for the
 * rest, month rows (rollup-query.ts), so a 12-month summary reads a few hundred items per location.
 */
export async function summaryReport(input: Scope & { top?: number }): Promise<SummaryReport> {
  const top = input.top ?? 10;
  const previousPeriod = previousPeriodOf(input.from, input.to);
  const scope = { companyId: input.companyId, locationIds: input.locationIds };
  const monthly = (dimension: "hour" | "product" | "category" | "employee") =>
    readRollups({ ...scope, from: input.from, to: input.to, dimension, grain: "month" });
  const [days, before, hours, products, categories, employees] = await Promise.all([
    readRollups({ ...scope, from: input.from, to: input.to, dimension: "day" }),
    readRollups({ ...scope, ...previousPeriod, dimension: "day", grain: "month" }),
    monthly("hour"),
    monthly("product"),
    monthly("category"),
    monthly("employee"),
  ]);
  const perDay = sumRollups(days, (row) => row.day);
  const perHour = sumRollups(hours, (row) => row.key);
  const byDay: DayFigures[] = daysBetween(input.from, input.to).map((day) => ({
    day,
    ...reportFigures(totalOf(perDay.has(day) ? [perDay.get(day)!] : [])),
  }));
  return {
    period: { from: input.from, to: input.to },
    previousPeriod,
    figures: reportFigures(totalOf(days)),
    previous: reportFigures(totalOf(before)),
    byDay,
    byHour: Array.from({ length: 24 }, (_, hour) => {
      const row = perHour.get(String(hour).padStart(2, "0"));
      return { hour, ...reportFigures(totalOf(row ? [row] : [])) };
    }),
    topProducts: ranked(products, top, "Product"),
    topCategories: ranked(categories, top, "Uncategorized"),
    topEmployees: ranked(employees, top, "Employee"),
  };
}
