import { CirclePause, CreditCard, ShoppingCart, Trash2 } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import type { Discount } from "@pos/core/discounts/discount.schema";
import { formatCents } from "@pos/core/common/money";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CartLineRow } from "@/features/cart/cart-line-row";
import { notAppliedText, type CartQuote } from "@/features/cart/cart-quote";
import type { CartAction, CartLineState, CartState } from "@/features/cart/cart-state";
import { CannabisMeter, CartTotals } from "@/features/cart/cart-totals";
import { CustomerChip } from "@/features/cart/customer-chip";
import { DiscountPicker } from "@/features/cart/discount-picker";

type CartPanelProps = {
  cart: CartState;
  quote: CartQuote | null;
  discounts: Discount[];
  lotNumberOf: (batchId: string | null) => string | null;
  dispatch: (action: CartAction) => void;
  onAttachCustomer: () => void;
  onOverridePrice: (line: CartLineState) => void;
  canOverridePrices: boolean;
  onClear: () => void;
  onPay: () => void;
  /** The parked-sales button and the park action, when the register has them. */
  parking: ReactNode;
  onPark: () => void;
  parkPending: boolean;
  payDisabledReason: string | null;
};

/** The right side of the register: the customer, the lines, the totals and the way to payment. */
export function CartPanel({
  cart,
  quote,
  discounts,
  lotNumberOf,
  dispatch,
  onAttachCustomer,
  onOverridePrice,
  canOverridePrices,
  onClear,
  onPay,
  parking,
  onPark,
  parkPending,
  payDisabledReason,
}: CartPanelProps) {
  const priced = quote?.ok ? quote.quote : null;
  const list = useRef<HTMLUListElement>(null);
  const discountName = (id: string) => discounts.find((discount) => discount.id === id)?.name ?? "A discount";

  useEffect(() => {
    list.current?.querySelector("[aria-current]")?.scrollIntoView({ block: "nearest" });
  }, [cart.selectedLineId, cart.lines.length]);

  return (
    <section aria-label="Cart" className="flex min-h-0 flex-col border-l bg-background">
      <div className="flex gap-2 border-b p-2">
        <div className="min-w-0 flex-1">
          <CustomerChip
            customer={cart.customer}
            onAttach={onAttachCustomer}
            onDetach={() => dispatch({ type: "setCustomer", customer: null })}
          />
        </div>
        {parking}
      </div>
      {cart.lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
          <ShoppingCart className="size-10" aria-hidden />
          <p className="font-medium text-foreground">The cart is empty</p>
          <p className="text-sm">Scan a barcode, search, or tap a product to add it.</p>
        </div>
      ) : (
        <ul ref={list} aria-label="Cart lines" className="min-h-0 flex-1 overflow-y-auto">
          {cart.lines.map((line) => (
            <CartLineRow
              key={line.lineId}
              line={line}
              priced={priced?.lines.find((candidate) => candidate.lineId === line.lineId)}
              lotNumber={lotNumberOf(line.batchId)}
              selected={cart.selectedLineId === line.lineId}
              discounts={discounts}
              dispatch={dispatch}
              onOverridePrice={onOverridePrice}
              canOverridePrices={canOverridePrices}
            />
          ))}
        </ul>
      )}
      <div className="grid gap-2 border-t bg-muted/30 p-3">
        <div className="flex gap-2">
          <DiscountPicker
            discounts={discounts}
            chosen={cart.orderDiscountIds}
            onToggle={(discountId) => dispatch({ type: "toggleOrderDiscount", discountId })}
          />
          <Button
            variant="outline"
            className="h-11"
            disabled={cart.lines.length === 0 && cart.customer === null}
            onClick={onClear}
          >
            <Trash2 aria-hidden />
            Clear
          </Button>
        </div>
        {priced?.notApplied.map((item) => (
          <p key={`${item.discountId}-${item.lineId ?? "cart"}`} className="text-xs text-amber-700">
            {notAppliedText(discountName(item.discountId), item.reason)}
          </p>
        ))}
        {quote && !quote.ok && (
          <Alert variant="destructive" className="py-2">
            <AlertDescription>{quote.message}</AlertDescription>
          </Alert>
        )}
        {priced && (
          <>
            <CannabisMeter grams={priced.cannabisEquivalentGrams} />
            <CartTotals quote={priced} />
          </>
        )}
        <div className="grid grid-cols-[auto_1fr] gap-2">
          <Button
            variant="secondary"
            size="lg"
            className="h-14 px-5 text-base"
            disabled={cart.lines.length === 0 || priced === null || parkPending}
            onClick={onPark}
          >
            {parkPending ? <Spinner /> : <CirclePause aria-hidden />}
            Park
          </Button>
          <Button
            size="lg"
            className="h-14 text-lg"
            disabled={payDisabledReason !== null}
            title={payDisabledReason ?? "Take payment (F9)"}
            onClick={onPay}
          >
            <CreditCard aria-hidden />
            Pay {priced ? formatCents(priced.total) : ""}
            <kbd className="ml-auto rounded bg-primary-foreground/20 px-1.5 text-xs font-normal">F9</kbd>
          </Button>
        </div>
      </div>
    </section>
  );
}
