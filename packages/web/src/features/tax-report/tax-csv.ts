import type { TaxReport } from "@pos/core/reports/tax-report.schema";

export const taxCsvHeader = ["Period", "Location", "Figure", "Amount"] as const;

/**
 * Per location its net sales, each tax and the taxes' total, then the same for every location together; amounts
 * in dollars written as numbers (negative after refunds stays a number).
 */
export function taxCsvRows(report: TaxReport, nameOf: (locationId: string) => string): (string | number)[][] {
  const period = `${report.period.from} to ${report.period.to}`;
  const dollars = (cents: number) => cents / 100;
  const perLocation = report.locations.flatMap((location) => [
    [period, nameOf(location.locationId), "Net sales", dollars(location.netSales)],
    ...report.lines
      .filter((line) => line.locationId === location.locationId)
      .map((line) => [period, nameOf(location.locationId), line.tax, dollars(line.amount)]),
    [period, nameOf(location.locationId), "Total tax", dollars(location.taxes)],
  ]);
  return [
    ...perLocation,
    [period, "All locations", "Net sales", dollars(report.total.netSales)],
    ...report.byTax.map((tax) => [period, "All locations", tax.tax, dollars(tax.amount)]),
    [period, "All locations", "Total tax", dollars(report.total.taxes)],
  ];
}
