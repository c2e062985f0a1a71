import { X } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import type { TenderInput, TenderSettlement } from "@pos/core/payments/payment.schema";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { tenderInputLabel } from "./tender-math";

type TenderSummaryProps = {
  total: number;
  /** A tip a card took, included in the total. */
  tip?: number;
  tenders: TenderInput[];
  settlement: TenderSettlement | null;
  onRemove: (index: number) => void;
  disabled: boolean;
};

/** The sale's total, the tenders taken so far, and what is still due or the change to give. */
export function TenderSummary({
  total,
  tip = 0,
  tenders,
  settlement,
  onRemove,
  disabled,
}: TenderSummaryProps) {
  const rounding = settlement?.rounding ?? 0;
  const remaining = settlement?.remaining ?? total;
  const change = settlement?.changeDue ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-1 text-sm">
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatCents(total)}</dd>
        </div>
        {tip > 0 && (
          <div className="flex justify-between text-muted-foreground">
            <dt>Tip</dt>
            <dd className="tabular-nums" data-testid="tender-tip">
              {formatCents(tip)}
            </dd>
          </div>
        )}
        {rounding !== 0 && (
          <div className="flex justify-between text-muted-foreground">
            <dt>Penny rounding</dt>
            <dd className="tabular-nums" data-testid="penny-rounding">
              {rounding > 0 ? "+" : "−"}
              {formatCents(Math.abs(rounding))}
            </dd>
          </div>
        )}
      </dl>
      <ul aria-label="Payments" className="grid min-h-24 content-start gap-1 rounded-md border p-2">
        {tenders.length === 0 && <li className="p-2 text-sm text-muted-foreground">No payment yet.</li>}
        {tenders.map((tender, index) => (
          <li
            key={tender.cardSaleKey ?? tender.chargeId ?? tender.paymentTypeId}
            className="flex items-center gap-2 rounded bg-muted/60 pl-3 text-sm"
          >
            <span className="flex-1 font-medium">{tenderInputLabel(tender)}</span>
            <span className="tabular-nums">{formatCents(tender.amount)}</span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-10"
              disabled={disabled || Boolean(tender.cardSaleKey)}
              aria-label={`Remove ${tenderInputLabel(tender)} payment`}
              onClick={() => onRemove(index)}
            >
              <X />
            </Button>
          </li>
        ))}
      </ul>
      <div
        className={cn(
          "grid gap-0.5 rounded-lg p-4 text-center",
          remaining > 0 ? "bg-amber-50 text-amber-900" : "bg-emerald-50 text-emerald-900",
        )}
        aria-live="polite"
      >
        {remaining > 0 ? (
          <>
            <span className="text-sm">Remaining</span>
            <span className="text-3xl font-bold tabular-nums" data-testid="tender-remaining">
              {formatCents(remaining)}
            </span>
          </>
        ) : (
          <>
            <span className="text-sm">Change due</span>
            <span className="text-3xl font-bold tabular-nums" data-testid="change-due">
              {formatCents(change)}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
