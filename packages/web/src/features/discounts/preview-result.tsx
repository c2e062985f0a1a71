import { formatCents } from "@pos/core/common/money";
import { Separator } from "@/components/ui/separator";
import type { RouterOutputs } from "@/lib/api-types";
import { notAppliedText } from "./preview-text";

type PreviewResultProps = { preview: RouterOutputs["discounts"]["preview"]; discountId: string };

/** Each line with the discounts applied to it, named, and the cart's totals. */
export function PreviewResult({ preview, discountId }: PreviewResultProps) {
  const result = preview.cart;
  const nameOf = (lineId: string) => preview.products.find((product) => product.lineId === lineId)?.name;
  const missed = result.notApplied.find((entry) => entry.discountId === discountId);
  return (
    <div className="grid gap-3 text-sm" aria-label="Priced cart" role="region">
      <Separator />
      <ul className="grid gap-3">
        {result.lines.map((line) => (
          <li key={line.lineId} className="grid gap-1">
            <div className="flex justify-between gap-3">
              <span className="truncate font-medium">{nameOf(line.lineId)}</span>
              <span className="tabular-nums">
                {line.total !== line.linePrice && (
                  <s className="mr-2 text-muted-foreground">{formatCents(line.linePrice)}</s>
                )}
                {formatCents(line.total)}
              </span>
            </div>
            {line.discounts.map((applied) => (
              <div key={applied.id} className="flex justify-between gap-3 pl-3 text-xs text-emerald-700">
                <span>{applied.name}</span>
                <span className="tabular-nums">−{formatCents(applied.amount)}</span>
              </div>
            ))}
          </li>
        ))}
      </ul>
      <Separator />
      <dl className="grid grid-cols-[1fr_auto] gap-1 tabular-nums">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="text-right">{formatCents(result.subtotal)}</dd>
        <dt className="text-muted-foreground">Discounts</dt>
        <dd className="text-right">−{formatCents(result.discountTotal)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold" data-testid="preview-total">
          {formatCents(result.total)}
        </dd>
      </dl>
      {missed && (
        <p className="rounded-md bg-muted p-2 text-xs text-muted-foreground">
          This discount takes nothing off: {notAppliedText[missed.reason]}.
        </p>
      )}
    </div>
  );
}
