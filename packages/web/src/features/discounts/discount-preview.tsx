import { ShoppingCart, X } from "lucide-react";
import { useDeferredValue } from "react";
import { useWatch } from "react-hook-form";
import { formatCents } from "@pos/core/common/money";
import { draftDiscountId, ZDiscountFields } from "@pos/core/discounts/discount.schema";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import type { DiscountFormApi } from "./discount-form-values";
import { PreviewResult } from "./preview-result";
import { usePreviewCart } from "./preview-cart";
import { ProductPicker } from "./product-picker";

type DiscountPreviewProps = { form: DiscountFormApi; companyId: number; discountId: string | null };

/**
 * "Try it on a cart": the server prices the cart with the discount being edited in place of the saved one, the
 * way the register would. A discount that is not automatic is chosen for the whole cart, as a cashier would.
 */
export function DiscountPreview({ form, companyId, discountId }: DiscountPreviewProps) {
  const cart = usePreviewCart();
  const values = useWatch({ control: form.control });
  const draft = ZDiscountFields.safeParse(values);
  const id = discountId ?? draftDiscountId;
  const input = useDeferredValue({
    companyId,
    lines: cart.lines.map((line) => ({ productId: line.id, quantity: line.quantity })),
    draft: draft.success ? draft.data : undefined,
    draftId: discountId ?? undefined,
    orderDiscountIds: draft.success && !draft.data.applyAutomatically ? [id] : [],
  });
  const ready = input.lines.length > 0 && input.lines.every((line) => line.quantity > 0);
  const priced = trpc.discounts.preview.useQuery(input, {
    enabled: ready && draft.success,
    placeholderData: (previous) => previous,
    retry: false,
  });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShoppingCart className="size-4" aria-hidden />
          Try it on a cart
        </CardTitle>
        <CardDescription>
          Pick products and quantities to see what this discount takes off each line.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ProductPicker companyId={companyId} label="Add a product to the cart" onPick={cart.add} />
        {cart.lines.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
            The cart is empty.
          </p>
        ) : (
          <ul aria-label="Cart" className="grid gap-2">
            {cart.lines.map((line) => (
              <li
                key={line.id}
                className="grid grid-cols-[minmax(0,1fr)_4.5rem_auto] items-center gap-2 text-sm"
              >
                <span className="truncate" title={line.name}>
                  {line.name}
                  <span className="block text-xs text-muted-foreground">{formatCents(line.price)} each</span>
                </span>
                <Input
                  aria-label={`Quantity of ${line.name}`}
                  inputMode="decimal"
                  className="h-8 text-right tabular-nums"
                  value={Number.isNaN(line.quantity) ? "" : String(line.quantity)}
                  onChange={(event) => {
                    const text = event.target.value.replace(",", ".").replace(/[^\d.]/g, "");
                    cart.setQuantity(line.id, text === "" ? Number.NaN : Number(text));
                  }}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Remove ${line.name}`}
                  onClick={() => cart.remove(line.id)}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {!draft.success && cart.lines.length > 0 && (
          <p className="text-sm text-muted-foreground">Complete the discount above to see it on the cart.</p>
        )}
        {priced.error && <p className="text-sm text-destructive">{errorMessage(priced.error)}</p>}
        {ready && draft.success && priced.data && <PreviewResult preview={priced.data} discountId={id} />}
      </CardContent>
    </Card>
  );
}
