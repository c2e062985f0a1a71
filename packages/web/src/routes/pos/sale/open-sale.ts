import { cartReducer, emptyCart, type CartAction, type CartState } from "@/features/cart/cart-state";

/**
 * The open sale: the cart and the idempotency key its checkout sends. The key is made with the cart and kept
 * with it (across reloads, failed and unanswered checkouts) until the cart's content changes, so paying the same
 * cart again can never record a second sale.
 */
export interface OpenSale {
  cart: CartState;
  checkoutKey: string;
}

export const newOpenSale = (cart: CartState = emptyCart): OpenSale => ({
  cart,
  checkoutKey: crypto.randomUUID(),
});

/** What the sale records; selecting a line does not change it. */
const sameSale = (a: CartState, b: CartState) =>
  a.lines === b.lines &&
  a.orderDiscountIds === b.orderDiscountIds &&
  a.customer === b.customer &&
  a.paymentQueueId === b.paymentQueueId;

export function openSaleReducer(state: OpenSale, action: CartAction): OpenSale {
  const cart = cartReducer(state.cart, action);
  if (cart === state.cart) return state;
  return sameSale(state.cart, cart) ? { ...state, cart } : newOpenSale(cart);
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The open sale kept in session storage, or a new empty one when there is none or it is unreadable. */
export function readOpenSale(stored: string | null): OpenSale {
  if (!stored) return newOpenSale();
  try {
    const sale = JSON.parse(stored) as { cart?: Partial<CartState>; checkoutKey?: unknown };
    const cart = sale.cart;
    if (!cart || !Array.isArray(cart.lines) || typeof cart.nextLine !== "number") return newOpenSale();
    const restored = { ...emptyCart, ...cart };
    return typeof sale.checkoutKey === "string" && uuid.test(sale.checkoutKey)
      ? { cart: restored, checkoutKey: sale.checkoutKey }
      : newOpenSale(restored);
  } catch {
    return newOpenSale();
  }
}
