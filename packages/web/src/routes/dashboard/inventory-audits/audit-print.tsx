import { Printer } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import type { AuditReview, CountSheet } from "@pos/core/inventory/inventory-audit.schema";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format-date";
import { formatUnits, signedUnits } from "./audit-paths";

const cell = "border-b px-2 py-1.5 text-left";
const number = `${cell} text-right tabular-nums`;

type AuditPrintProps = {
  sheet: CountSheet;
  review: AuditReview | undefined;
  locationName: string;
  timeZone: string;
  back: string;
};

/**
 * The printable audit: while counting, the count sheet (every product in scope with a blank count column); once
 * completed, the variance report.
 */
export function AuditPrint({ sheet, review, locationName, timeZone, back }: AuditPrintProps) {
  const { audit } = sheet;
  const completed = audit.status === "completed";
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div className="no-print">
        <PageHeader
          title={completed ? "Print variance report" : "Print count sheet"}
          back={{ to: back, label: `Audit #${audit.number}` }}
          actions={
            <Button onClick={() => window.print()}>
              <Printer aria-hidden />
              Print
            </Button>
          }
        />
      </div>
      <article className="grid gap-4 bg-white p-6 text-black">
        <header className="grid gap-1">
          <h2 className="text-xl font-semibold">
            {completed ? "Variance report" : "Count sheet"}: {audit.title} (#{audit.number})
          </h2>
          <p className="text-sm">
            {locationName} · started {formatDateTime(audit.createDate, timeZone)} by {audit.createdBy.name}
            {audit.completeDate && ` · completed ${formatDateTime(audit.completeDate, timeZone)}`}
          </p>
          {audit.notes && <p className="text-sm">Notes: {audit.notes}</p>}
        </header>
        {completed && review ? (
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                <th className={cell}>Product</th>
                <th className={cell}>Lot</th>
                <th className={number}>Expected</th>
                <th className={number}>Counted</th>
                <th className={number}>Variance</th>
                <th className={number}>Value</th>
              </tr>
            </thead>
            <tbody>
              {review.rows.map((row) => (
                <tr key={`${row.productId}/${row.batchId ?? ""}`}>
                  <td className={cell}>{row.name}</td>
                  <td className={cell}>{row.lotNumber ?? ""}</td>
                  <td className={number}>{formatUnits(row.expected)}</td>
                  <td className={number}>{formatUnits(row.counted)}</td>
                  <td className={number}>{signedUnits(row.variance)}</td>
                  <td className={number}>{formatCents(row.value)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <td className={cell} colSpan={2}>
                  Total
                </td>
                <td className={number}>{formatUnits(review.totals.expected)}</td>
                <td className={number}>{formatUnits(review.totals.counted)}</td>
                <td className={number}>{signedUnits(review.totals.varianceUnits)}</td>
                <td className={number}>{formatCents(review.totals.varianceValue)}</td>
              </tr>
            </tfoot>
          </table>
        ) : (
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                <th className={cell}>Product</th>
                <th className={cell}>SKU</th>
                <th className={cell}>Lot</th>
                <th className={number}>On hand</th>
                <th className={`${cell} w-32`}>Count</th>
              </tr>
            </thead>
            <tbody>
              {sheet.rows.map((row) => (
                <tr key={`${row.productId}/${row.batchId ?? ""}`}>
                  <td className={cell}>{row.name}</td>
                  <td className={cell}>{row.sku ?? ""}</td>
                  <td className={cell}>{row.lotNumber ?? ""}</td>
                  <td className={number}>{formatUnits(row.onHand)}</td>
                  <td className={`${cell} border-l`} />
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </article>
    </div>
  );
}
