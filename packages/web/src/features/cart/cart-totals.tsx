import { Leaf } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import { purchaseLimitGrams, type SaleQuote } from "@pos/core/payments/payment.schema";
import { cn } from "@/lib/utils";
import { formatGrams } from "./cart-quote";

const percent = (rate: number) => `${Number(rate.toFixed(3))}%`;

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn("flex justify-between gap-2", className)}>
      <dt className="truncate">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** Subtotal, discounts, each tax, deposits and the total of the cart. */
export function CartTotals({ quote }: { quote: SaleQuote }) {
  return (
    <dl className="grid gap-0.5 text-sm" aria-label="Totals">
      <Row label="Subtotal" value={formatCents(quote.subtotal)} />
      {quote.discountTotal > 0 && (
        <Row label="Discounts" value={`−${formatCents(quote.discountTotal)}`} className="text-emerald-700" />
      )}
      {quote.taxes.map((tax) => (
        <Row
          key={`${tax.name}-${tax.rate}`}
          label={`${tax.name} (${percent(tax.rate)})`}
          value={formatCents(tax.amount)}
        />
      ))}
      {quote.depositTotal > 0 && <Row label="Deposit" value={formatCents(quote.depositTotal)} />}
      <Row label="Total" value={formatCents(quote.total)} className="pt-1 text-xl font-bold" />
    </dl>
  );
}

/** The cart's dried-cannabis equivalent against the 30 g possession limit. */
export function CannabisMeter({ grams }: { grams: number }) {
  const over = grams > purchaseLimitGrams;
  const filled = Math.min(100, (grams / purchaseLimitGrams) * 100);
  return (
    <div className="grid gap-1" aria-label="Dried cannabis equivalent">
      <div className={cn("flex items-center gap-1.5 text-xs font-medium", over && "text-destructive")}>
        <Leaf className="size-3.5" aria-hidden />
        <span>Dried cannabis equivalent</span>
        <span className="ml-auto tabular-nums" data-testid="cannabis-grams">
          {formatGrams(grams)} of {purchaseLimitGrams} g
        </span>
      </div>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={purchaseLimitGrams}
        aria-valuenow={Math.min(grams, purchaseLimitGrams)}
        aria-valuetext={`${formatGrams(grams)} of ${purchaseLimitGrams} g`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn("h-full rounded-full transition-all", over ? "bg-destructive" : "bg-emerald-600")}
          style={{ width: `${filled}%` }}
        />
      </div>
      {over && <p className="text-xs text-destructive">Over the limit: a manager must approve this sale.</p>}
    </div>
  );
}
