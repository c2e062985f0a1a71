import { formatCents } from "@pos/core/common/money";
import type { OrderTotals } from "@pos/core/purchasing/purchase-order-view.schema";

/** Subtotal, shipping, fees, taxes and total, right-aligned under the lines. */
export function OrderTotalsList({ totals }: { totals: OrderTotals }) {
  const rows: [string, number][] = [
    ["Subtotal", totals.subtotal],
    ["Shipping", totals.shipping],
    ["Fees", totals.fees],
    ["Taxes", totals.taxes],
  ];
  return (
    <dl
      aria-label="Order totals"
      className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
    >
      {rows.map(([label, cents]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right tabular-nums">{formatCents(cents)}</dd>
        </div>
      ))}
      <dt className="border-t pt-1 font-semibold">Total</dt>
      <dd className="border-t pt-1 text-right font-semibold tabular-nums">{formatCents(totals.total)}</dd>
    </dl>
  );
}
