import { formatCents } from "@pos/core/common/money";
import type { CardSaleView } from "@pos/core/card-payments/card-payments.schema";
import { Button } from "@/components/ui/button";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { tenderLabel } from "./tender-math";

type UnusedCardPaymentsProps = {
  /** Card payments already tendered in this dialog. */
  taken: string[];
  /** The one being followed now. */
  following: string | null;
  onUse: (sale: CardSaleView) => void;
  disabled: boolean;
};

/**
 * Approved card payments of this register that no sale took yet (after a reload, or a sale left unfinished):
 * the cashier uses one for this sale or voids it.
 */
export function UnusedCardPayments({ taken, following, onUse, disabled }: UnusedCardPaymentsProps) {
  const utils = trpc.useUtils();
  const unfinished = trpc.cardPayments.unfinished.useQuery();
  const cancel = trpc.cardPayments.cancel.useMutation({
    onSettled: () => void utils.cardPayments.unfinished.invalidate(),
  });
  const unused = (unfinished.data ?? []).filter(
    (sale) => !sale.unfinished && !taken.includes(sale.idempotencyKey) && sale.idempotencyKey !== following,
  );
  if (unused.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-950">
      <p className="text-sm font-medium">Approved card payments not used by a sale yet</p>
      {unused.map((sale) => (
        <div key={sale.idempotencyKey} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="flex-1">
            {tenderLabel(sale.provider)} {sale.cardType ?? ""} · {formatCents(sale.chargedAmount)}
          </span>
          <Button type="button" size="sm" disabled={disabled} onClick={() => onUse(sale)}>
            Use for this sale
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={disabled || cancel.isPending}
            onClick={() => cancel.mutate({ idempotencyKey: sale.idempotencyKey })}
          >
            Void
          </Button>
        </div>
      ))}
      {cancel.error && (
        <p role="alert" className="text-sm text-destructive">
          {serverMessageOr(cancel.error, "Failed to process payment")}
        </p>
      )}
    </div>
  );
}
