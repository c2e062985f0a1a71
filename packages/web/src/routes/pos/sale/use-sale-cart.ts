import { useEffect, useReducer } from "react";
import { cartReducer, emptyCart, type CartState } from "@/features/cart/cart-state";

/** The open sale survives a visit to another register screen (customers, sales) and a reload of the tab. */
const cartStorageKey = "posOpenCart";

function restore(): CartState {
  try {
    const stored = window.sessionStorage.getItem(cartStorageKey);
    if (!stored) return emptyCart;
    const cart = JSON.parse(stored) as Partial<CartState>;
    return Array.isArray(cart.lines) && typeof cart.nextLine === "number"
      ? { ...emptyCart, ...cart }
      : emptyCart;
  } catch {
    return emptyCart;
  }
}

export function useSaleCart() {
  const [cart, dispatch] = useReducer(cartReducer, undefined, restore);
  useEffect(() => {
    if (cart.lines.length === 0 && cart.customer === null) window.sessionStorage.removeItem(cartStorageKey);
    else window.sessionStorage.setItem(cartStorageKey, JSON.stringify(cart));
  }, [cart]);
  return [cart, dispatch] as const;
}
