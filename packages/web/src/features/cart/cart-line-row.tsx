import { EllipsisVertical, Minus, Plus, Tag } from "lucide-react";
import type { Discount } from "@pos/core/discounts/discount.schema";
import { formatCents } from "@pos/core/common/money";
import type { SaleQuoteLine } from "@pos/core/payments/payment.schema";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { formatGrams } from "./cart-quote";
import type { CartAction, CartLineState } from "./cart-state";

type CartLineRowProps = {
  line: CartLineState;
  priced: SaleQuoteLine | undefined;
  lotNumber: string | null;
  selected: boolean;
  discounts: Discount[];
  dispatch: (action: CartAction) => void;
  onOverridePrice: (line: CartLineState) => void;
  /** Without CAN_OVERRIDE_PRICES a manager's passcode is asked. */
  canOverridePrices: boolean;
};

const quantityText = (line: CartLineState) =>
  line.product.unit === "unit" ? String(line.quantity) : `${line.quantity} ${line.product.unit}`;

/** One cart line: what it is, how many, what it costs and which discounts it got. */
export function CartLineRow({
  line,
  priced,
  lotNumber,
  selected,
  discounts,
  dispatch,
  onOverridePrice,
  canOverridePrices,
}: CartLineRowProps) {
  const { product } = line;
  const unitPrice = priced?.price ?? line.priceOverride ?? product.price;
  const perUnit = product.unit === "unit" ? "" : `/${product.unit}`;
  const step = (delta: 1 | -1) => dispatch({ type: "step", lineId: line.lineId, delta });
  const lineTotal = priced ? priced.linePrice - priced.discountPrice - priced.cartDiscountPrice : null;
  return (
    <li
      aria-label={product.name}
      aria-current={selected || undefined}
      className={cn(
        "grid gap-1 border-b px-3 py-2 last:border-b-0",
        selected && "bg-primary/5 ring-2 ring-primary/40 ring-inset",
      )}
    >
      <button
        type="button"
        aria-pressed={selected}
        aria-label={`Select ${product.name}`}
        className="flex w-full items-start gap-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
        onClick={() => dispatch({ type: "select", lineId: line.lineId })}
      >
        <span className="block min-w-0 flex-1">
          <span className="line-clamp-2 block leading-tight font-medium">{product.name}</span>
          <span className="block truncate text-xs text-muted-foreground">
            {lotNumber ? `Lot ${lotNumber} · ` : ""}
            {line.giftCardNumber ? `Card •••• ${line.giftCardNumber.slice(-4)} · ` : ""}
            {unitPrice === null ? "Price needed" : `${formatCents(unitPrice)}${perUnit}`}
            {line.priceOverride !== null && product.price !== null && (
              <span className="ml-1 line-through">{formatCents(product.price)}</span>
            )}
            {priced && priced.depositFee > 0 && ` · Deposit ${formatCents(priced.depositFee)}`}
            {priced &&
              priced.cannabisEquivalentGrams > 0 &&
              ` · ${formatGrams(priced.cannabisEquivalentGrams)}`}
          </span>
        </span>
        <span className="block text-right leading-tight">
          <span className="block font-semibold tabular-nums">{formatCents(lineTotal)}</span>
          {priced && lineTotal !== null && lineTotal < priced.linePrice && (
            <span className="block text-xs text-muted-foreground tabular-nums line-through">
              {formatCents(priced.linePrice)}
            </span>
          )}
        </span>
      </button>
      <div className="flex items-center gap-2">
        <ul className="min-w-0 flex-1" aria-label="Discounts">
          {priced?.discounts.map((discount) => (
            <li key={discount.id} className="flex items-center gap-1 text-xs text-emerald-700">
              <Tag className="size-3 shrink-0" aria-hidden />
              <span className="truncate">{discount.name}</span>
              <span className="shrink-0 tabular-nums">−{formatCents(discount.amount)}</span>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            className="size-10"
            aria-label={`One less ${product.name}`}
            onClick={() => step(-1)}
          >
            <Minus />
          </Button>
          <span className="w-14 text-center text-sm font-semibold tabular-nums" aria-label="Quantity">
            {quantityText(line)}
          </span>
          <Button
            variant="outline"
            size="icon"
            className="size-10"
            aria-label={`One more ${product.name}`}
            onClick={() => step(1)}
          >
            <Plus />
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" className="size-10" aria-label={`More for ${product.name}`}>
                <EllipsisVertical />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-64">
              <DropdownMenuItem onSelect={() => onOverridePrice(line)}>
                Change price…
                {!canOverridePrices && <DropdownMenuShortcut>Manager</DropdownMenuShortcut>}
              </DropdownMenuItem>
              {discounts.length > 0 && (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuLabel>Discount this line</DropdownMenuLabel>
                  {discounts.map((discount) => (
                    <DropdownMenuCheckboxItem
                      key={discount.id}
                      checked={line.manualDiscountIds.includes(discount.id)}
                      onSelect={(event) => event.preventDefault()}
                      onCheckedChange={() =>
                        dispatch({ type: "toggleLineDiscount", lineId: line.lineId, discountId: discount.id })
                      }
                    >
                      {discount.name}
                    </DropdownMenuCheckboxItem>
                  ))}
                </>
              )}
              <DropdownMenuSeparator />
              <DropdownMenuItem
                variant="destructive"
                onSelect={() => dispatch({ type: "remove", lineId: line.lineId })}
              >
                Remove line
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
    </li>
  );
}
