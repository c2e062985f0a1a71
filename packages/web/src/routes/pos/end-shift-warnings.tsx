import { TriangleAlert } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import type { QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { orderTypeLabels } from "@/features/parked-sales/queue-state";
import { signedCents } from "@/features/shift-report/report-format";

export type EndShiftCheck = { expectedCash: number; discrepancyThreshold: number; pending: QueueEntryView[] };

/** Counted − expected when it is beyond the company's threshold (over or short); null otherwise or without a count. */
export function discrepancyBeyond(check: EndShiftCheck, counted: number | null): number | null {
  if (counted === null) return null;
  const difference = counted - check.expectedCash;
  return Math.abs(difference) > check.discrepancyThreshold ? difference : null;
}

const entryLabel = (entry: QueueEntryView) =>
  [
    orderTypeLabels[entry.orderType],
    entry.externalOrderId ? `#${entry.externalOrderId}` : null,
    entry.customerName ?? "No customer",
    formatCents(entry.total),
  ]
    .filter(Boolean)
    .join(" · ");

/** The warnings before a shift ends: pending parked sales and online orders, and a large discrepancy. */
export function EndShiftWarnings({ check, counted }: { check: EndShiftCheck; counted: number | null }) {
  const discrepancy = discrepancyBeyond(check, counted);
  if (check.pending.length === 0 && discrepancy === null) return null;
  return (
    <div className="grid gap-2">
      {check.pending.length > 0 && (
        <Alert variant="destructive" aria-label="Pending sales">
          <TriangleAlert aria-hidden />
          <AlertTitle>
            {check.pending.length === 1
              ? "1 parked sale or online order is still pending"
              : `${check.pending.length} parked sales or online orders are still pending`}
          </AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {check.pending.map((entry) => (
                <li key={entry.id}>{entryLabel(entry)}</li>
              ))}
            </ul>
            <p>They stay pending after the shift ends. Complete or cancel them first if they are done.</p>
          </AlertDescription>
        </Alert>
      )}
      {discrepancy !== null && (
        <Alert variant="destructive" aria-label="Cash discrepancy">
          <TriangleAlert aria-hidden />
          <AlertTitle>
            The count is {discrepancy > 0 ? "over" : "short"} by {signedCents(discrepancy)}
          </AlertTitle>
          <AlertDescription>
            Expected {formatCents(check.expectedCash)}, counted {formatCents(counted)}: more than the{" "}
            {formatCents(check.discrepancyThreshold)} allowed. Count again before ending the shift.
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
