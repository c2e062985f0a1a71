import { useEffect, useReducer, useRef } from "react";
import { trpc } from "@/lib/trpc";
import { forgetCharged, wasCharged } from "./charged-sales";
import { newOpenSale, openSaleReducer, readOpenSale } from "./open-sale";

/** The open sale survives a visit to another register screen (customers, sales) and a reload of the tab. */
const cartStorageKey = "posOpenCart";

const restore = () => {
  try {
    return readOpenSale(window.sessionStorage.getItem(cartStorageKey));
  } catch {
    return newOpenSale();
  }
};

/** The cart, its dispatch, and the idempotency key of its checkout (see OpenSale). */
export function useSaleCart() {
  const [sale, dispatch] = useReducer(openSaleReducer, undefined, restore);
  const { cart } = sale;
  useEffect(() => {
    if (cart.lines.length === 0 && cart.customer === null) window.sessionStorage.removeItem(cartStorageKey);
    else window.sessionStorage.setItem(cartStorageKey, JSON.stringify(sale));
  }, [cart, sale]);
  const voidCharges = trpc.giftCards.voidOpenSaleCharges.useMutation();
  const { mutate } = voidCharges;
  const previousKey = useRef(sale.checkoutKey);
  useEffect(() => {
    const abandoned = previousKey.current;
    if (abandoned === sale.checkoutKey) return;
    previousKey.current = sale.checkoutKey;
    // The sale the charges were taken for was cleared, changed or completed: what no sale counted goes back.
    if (wasCharged(abandoned))
      mutate({ checkoutKey: abandoned }, { onSuccess: ({ left }) => left === 0 && forgetCharged(abandoned) });
  }, [sale.checkoutKey, mutate]);
  return [cart, dispatch, sale.checkoutKey] as const;
}
