import type { ReportPeriod } from "./reports.schema";
import { readRollups, sumRollups } from "./rollup-query";
import { tenderKeyParts, type PaymentTypesReport, type TenderDayRow } from "./tender-report.schema";

const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);

/**
 * analytics/paymentTypes: what each payment type (and card type) took per local day and location, from the
 * paymentType rollup rows (refunds on their own day, negative), with totals per tender and for the period.
 */
export async function paymentTypesReport(
  input: ReportPeriod & { companyId: number },
): Promise<PaymentTypesReport> {
  const rows = await readRollups({ ...input, dimension: "paymentType" });
  const dayRows: TenderDayRow[] = rows
    .map((row) => ({
      day: row.day,
      locationId: row.locationId,
      ...tenderKeyParts(row.key),
      amount: row.amount,
      count: row.count,
    }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.locationId.localeCompare(b.locationId) || byKey(a, b));
  const byTender = [...sumRollups(rows, (row) => row.key).values()]
    .map((row) => ({ ...tenderKeyParts(row.key), amount: row.amount, count: row.count }))
    .sort(byKey);
  return {
    period: { from: input.from, to: input.to },
    rows: dayRows,
    byTender,
    total: {
      amount: byTender.reduce((sum, row) => sum + row.amount, 0),
      count: byTender.reduce((sum, row) => sum + row.count, 0),
    },
  };
}
