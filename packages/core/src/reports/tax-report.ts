import type { ReportPeriod } from "./reports.schema";
import { readRollups, reportFigures, sumRollups, totalOf } from "./rollup-query";
import type { TaxReport } from "./tax-report.schema";

/**
 * The tax report: the tax rollup rows (amount collected, refunds negative on the refund's day) summed per location
 * and tax over the period, read by month so a year is a few dozen items per location; each location's net sales
 * and taxes from its day rows.
 */
export async function taxReport(input: ReportPeriod & { companyId: number }): Promise<TaxReport> {
  const scope = { ...input, grain: "month" as const };
  const [taxes, days] = await Promise.all([
    readRollups({ ...scope, dimension: "tax" }),
    readRollups({ ...scope, dimension: "day" }),
  ]);
  const lines = [...sumRollups(taxes, (row) => `${row.locationId}\u0000${row.key}`).values()]
    .map((row) => ({ locationId: row.locationId, tax: row.label ?? row.key, amount: row.amount }))
    .sort((a, b) => a.locationId.localeCompare(b.locationId) || a.tax.localeCompare(b.tax));
  const perLocation = sumRollups(days, (row) => row.locationId);
  const locations = [...new Set(input.locationIds)].map((locationId) => {
    const row = perLocation.get(locationId);
    const figures = reportFigures(totalOf(row ? [row] : []));
    return { locationId, netSales: figures.netSales, taxes: figures.taxes };
  });
  const byTax = [...sumRollups(taxes, (row) => row.key).values()]
    .map((row) => ({ tax: row.label ?? row.key, amount: row.amount }))
    .sort((a, b) => a.tax.localeCompare(b.tax));
  return {
    period: { from: input.from, to: input.to },
    lines,
    locations,
    byTax,
    total: {
      netSales: locations.reduce((sum, location) => sum + location.netSales, 0),
      taxes: locations.reduce((sum, location) => sum + location.taxes, 0),
    },
  };
}
