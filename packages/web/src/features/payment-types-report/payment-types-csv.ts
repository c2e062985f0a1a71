import type { PaymentTypesReport } from "@pos/core/reports/tender-report.schema";
import { tenderLabel } from "./tender-label";

export const paymentTypesCsvHeader = ["Day", "Location", "Payment type", "Transactions", "Amount"] as const;

/**
 * One row per day, location and tender, then a "Total" row per tender and one for the period. Amounts are
 * dollars written as numbers (a refund's negative amount stays a number a spreadsheet sums).
 */
export function paymentTypesCsvRows(
  report: PaymentTypesReport,
  nameOf: (locationId: string) => string,
): (string | number)[][] {
  const dollars = (cents: number) => cents / 100;
  return [
    ...report.rows.map((row) => [
      row.day,
      nameOf(row.locationId),
      tenderLabel(row),
      row.count,
      dollars(row.amount),
    ]),
    ...report.byTender.map((row) => [
      "Total",
      "All locations",
      tenderLabel(row),
      row.count,
      dollars(row.amount),
    ]),
    ["Total", "All locations", "All payment types", report.total.count, dollars(report.total.amount)],
  ];
}
