import { useEffect, useReducer } from "react";
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
  return [cart, dispatch, sale.checkoutKey] as const;
}
