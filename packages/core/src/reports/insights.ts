import { assertFeature } from "../company/feature-flags";
import { daysBetween } from "./report-days";
import { insightsTop, type InsightsReport } from "./insights.schema";
import type { ReportPeriod, RollupRow } from "./reports.schema";
import { readRollups, reportFigures, sumRollups, totalOf } from "./rollup-query";
import { previousPeriodOf } from "./summary";

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

function sellers(products: RollupRow[]) {
  const ranked = [...sumRollups(products, (row) => row.key).values()]
    .map((row) => ({ key: row.key, label: row.label ?? "Product", ...reportFigures(row) }))
    .filter((row) => row.saleCount > 0)
    .sort((a, b) => b.netSales - a.netSales || a.label.localeCompare(b.label));
  return {
    bestSellers: ranked.slice(0, insightsTop),
    worstSellers: ranked.slice(-insightsTop).reverse(),
  };
}

/**
 * reports/insights: KPI figures against the previous period, the daily trend, best and worst sellers by net sales,
 * returning customers (customer rollups) and loyalty use (the loyalty tender's rollups). Reads rollups only. Only
 * for companies with the Insights dashboards flag (403 otherwise).
 */
export async function insightsReport(input: ReportPeriod & { companyId: number }): Promise<InsightsReport> {
  await assertFeature(input.companyId, "insightsDashboards");
  const previousPeriod = previousPeriodOf(input.from, input.to);
  const scope = { companyId: input.companyId, locationIds: input.locationIds };
  const period = { ...scope, from: input.from, to: input.to };
  const [days, before, products, customers, tenders] = await Promise.all([
    readRollups({ ...period, dimension: "day" }),
    readRollups({ ...scope, ...previousPeriod, dimension: "day", grain: "month" }),
    readRollups({ ...period, dimension: "product", grain: "month" }),
    readRollups({ ...period, dimension: "customer", grain: "month" }),
    readRollups({ ...period, dimension: "paymentType", grain: "month" }),
  ]);
  const perDay = sumRollups(days, (row) => row.day);
  const figures = reportFigures(totalOf(days));
  const perCustomer = [...sumRollups(customers, (row) => row.key).values()].filter(
    (row) => row.saleCount > 0,
  );
  const returning = perCustomer.filter((row) => row.saleCount >= 2).length;
  const loyalty = totalOf(tenders.filter((row) => row.key.split(":")[0] === "loyalty"));
  return {
    period: { from: input.from, to: input.to },
    previousPeriod,
    figures,
    previous: reportFigures(totalOf(before)),
    trend: daysBetween(input.from, input.to).map((day) => {
      const row = perDay.get(day);
      return { day, ...reportFigures(totalOf(row ? [row] : [])) };
    }),
    ...sellers(products),
    customers: {
      identified: perCustomer.length,
      returning,
      returningPercent: percent(returning, perCustomer.length),
      identifiedSales: perCustomer.reduce((sum, row) => sum + row.saleCount, 0),
    },
    loyalty: {
      payments: loyalty.count,
      amount: loyalty.amount,
      salesPercent: percent(loyalty.count, figures.saleCount),
    },
  };
}
