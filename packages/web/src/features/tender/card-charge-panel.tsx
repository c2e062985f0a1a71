import { CreditCard } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import type { CardSaleView } from "@pos/core/card-payments/card-payments.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { tenderLabel } from "./tender-math";
import type { InFlight } from "./use-card-charge";

type CardChargePanelProps = {
  active: InFlight;
  sale: CardSaleView | null;
  cancelling: boolean;
  onCancel: () => void;
};

const progress = (sale: CardSaleView | null) => {
  if (!sale || sale.status === "PENDING") return "Sending the payment to the card terminal…";
  if (sale.status === "PROCESSING") return "Waiting for the customer on the card terminal…";
  if (sale.status === "PARTIALLY_APPROVED") return "Partly approved";
  if (sale.status === "APPROVED") return "Approved";
  return "Finishing…";
};

/** The card payment in progress: what the terminal is doing, with a way to cancel it (void before capture). */
export function CardChargePanel({ active, sale, cancelling, onCancel }: CardChargePanelProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-950"
      data-testid="card-progress"
    >
      <CreditCard className="size-6 shrink-0" aria-hidden />
      <div className="grid flex-1 gap-0.5">
        <span className="font-semibold">
          {tenderLabel(active.provider)} · {formatCents(active.amount)}
        </span>
        <span className="flex items-center gap-2 text-sm">
          <Spinner /> {progress(sale)}
        </span>
      </div>
      <Button type="button" variant="outline" disabled={cancelling} onClick={onCancel}>
        {cancelling ? "Cancelling…" : "Cancel payment"}
      </Button>
    </div>
  );
}
