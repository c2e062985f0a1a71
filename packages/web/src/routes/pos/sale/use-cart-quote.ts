import { useMemo } from "react";
import { manualDiscountsAt, quoteCart } from "@/features/cart/cart-quote";
import type { CartState } from "@/features/cart/cart-state";
import type { PosCatalog } from "@/features/pos-catalog/use-pos-catalog";
import type { RouterOutputs } from "@/lib/api-types";

type Pricing = RouterOutputs["discounts"]["forRegister"];

/** The cart with the catalogue as it is now (a refresh may have changed a price since a line was added), priced. */
export function useCartQuote(cart: CartState, catalog: PosCatalog, pricing: Pricing, locationId: string) {
  const { index, version } = catalog;
  const current = useMemo(
    () => ({
      ...cart,
      lines: cart.lines.map((line) => ({ ...line, product: index.get(line.product.id) ?? line.product })),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` moves when the mutable index changes.
    [cart, index, version],
  );
  const quote = useMemo(
    () =>
      current.lines.length === 0
        ? null
        : quoteCart(current, {
            productById: (id) => index.get(id),
            taxGroups: index.taxGroups,
            discounts: pricing.discounts,
            settings: pricing.settings,
            locationId,
            timeZone: pricing.timeZone,
            at: new Date().toISOString(),
          }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` moves when the mutable index changes.
    [current, index, version, pricing, locationId],
  );
  const discounts = useMemo(() => manualDiscountsAt(pricing.discounts, locationId), [pricing, locationId]);
  return { current, quote, priced: quote?.ok ? quote.quote : null, discounts };
}
