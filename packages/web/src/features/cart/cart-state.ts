import type { PosProduct } from "@pos/core/payments/pos-data.schema";

/** The register's cart: pure state, no React and no `@/` imports (the bench runs it under Node). */

export interface CartLineState {
  /** Unique in the cart; the sale's line id. */
  lineId: string;
  product: PosProduct;
  batchId: string | null;
  /** Pieces, or grams for goods sold by measure. */
  quantity: number;
  /** A unit price the cashier set; null: the catalogue price. */
  priceOverride: number | null;
  manualDiscountIds: string[];
  /** The discount a parked sale or online order line already carries. */
  discountId: string | null;
  /** A gift card line's card, activated or reloaded with the line's price when the sale completes. */
  giftCardNumber?: string | null;
}

export interface CartCustomer {
  id: string;
  name: string;
  loyaltyPoints: number;
}

export interface CartState {
  lines: CartLineState[];
  orderDiscountIds: string[];
  customer: CartCustomer | null;
  /** The line the keyboard acts on (+, −, Delete). */
  selectedLineId: string | null;
  /** The parked sale or online order this cart completes. */
  paymentQueueId: string | null;
  /** Counter behind line ids, so ids stay unique after removals. */
  nextLine: number;
}

export const emptyCart: CartState = {
  lines: [],
  orderDiscountIds: [],
  customer: null,
  selectedLineId: null,
  paymentQueueId: null,
  nextLine: 1,
};

export interface LoadedLine {
  product: PosProduct;
  batchId: string | null;
  quantity: number;
  priceOverride: number | null;
  discountId: string | null;
}

export type CartAction =
  | { type: "add"; product: PosProduct; batchId: string | null; quantity?: number }
  | { type: "addGiftCard"; product: PosProduct; cardNumber: string; amount: number }
  | { type: "setQuantity"; lineId: string; quantity: number }
  | { type: "step"; lineId: string; delta: 1 | -1 }
  | { type: "remove"; lineId: string }
  | { type: "select"; lineId: string | null }
  | { type: "overridePrice"; lineId: string; price: number | null }
  | { type: "toggleLineDiscount"; lineId: string; discountId: string }
  | { type: "toggleOrderDiscount"; discountId: string }
  | { type: "setCustomer"; customer: CartCustomer | null }
  | { type: "load"; paymentQueueId: string; lines: LoadedLine[]; customer: CartCustomer | null }
  | { type: "clear" };

/** Largest quantity a line takes (ZSaleLine's maximum). */
export const maxLineQuantity = 100_000;

const roundQuantity = (quantity: number) => Math.round(quantity * 1000) / 1000;

const clampQuantity = (quantity: number) => Math.min(maxLineQuantity, Math.max(0, roundQuantity(quantity)));

const toggle = (ids: string[], id: string) =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];

const mapLine = (
  state: CartState,
  lineId: string,
  change: (line: CartLineState) => CartLineState,
): CartState => ({
  ...state,
  lines: state.lines.map((line) => (line.lineId === lineId ? change(line) : line)),
});

const removeLine = (state: CartState, lineId: string): CartState => {
  const index = state.lines.findIndex((line) => line.lineId === lineId);
  if (index < 0) return state;
  const lines = state.lines.filter((line) => line.lineId !== lineId);
  const neighbour = lines[Math.min(index, lines.length - 1)];
  const selectedLineId = state.selectedLineId === lineId ? (neighbour?.lineId ?? null) : state.selectedLineId;
  return { ...state, lines, selectedLineId };
};

/**
 * The cart with new lines, built field by field: a scan adds a line, and `{ ...state, lines }` on carts of
 * varying shapes took V8's slow copy path, four times the cost of the whole rest of the add.
 */
const withLines = (
  state: CartState,
  lines: CartLineState[],
  selectedLineId: string,
  nextLine: number,
): CartState => ({
  lines,
  orderDiscountIds: state.orderDiscountIds,
  customer: state.customer,
  selectedLineId,
  paymentQueueId: state.paymentQueueId,
  nextLine,
});

const addLine = (
  state: CartState,
  product: PosProduct,
  batchId: string | null,
  quantity: number,
): CartState => {
  const at = state.lines.findIndex(
    (line) =>
      line.product.id === product.id &&
      line.batchId === batchId &&
      line.priceOverride === null &&
      line.discountId === null,
  );
  // Never read index -1: an out-of-range read takes V8's slow path, on every new line.
  const same = at < 0 ? undefined : state.lines[at];
  if (same) {
    const lines = state.lines.slice();
    lines[at] = { ...same, quantity: clampQuantity(same.quantity + quantity) };
    return withLines(state, lines, same.lineId, state.nextLine);
  }
  const lineId = `line-${state.nextLine}`;
  const line: CartLineState = {
    lineId,
    product,
    batchId,
    quantity: clampQuantity(quantity),
    priceOverride: null,
    manualDiscountIds: [],
    discountId: null,
  };
  return withLines(state, [...state.lines, line], lineId, state.nextLine + 1);
};

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const quantity = action.quantity ?? 1;
      if (!(quantity > 0)) return state;
      return addLine(state, action.product, action.batchId, quantity);
    }
    case "addGiftCard": {
      const lineId = `line-${state.nextLine}`;
      const line: CartLineState = {
        lineId,
        product: action.product,
        batchId: null,
        quantity: 1,
        priceOverride: action.amount,
        manualDiscountIds: [],
        discountId: null,
        giftCardNumber: action.cardNumber,
      };
      return withLines(state, [...state.lines, line], lineId, state.nextLine + 1);
    }
    case "setQuantity": {
      if (!Number.isFinite(action.quantity)) return state;
      if (action.quantity <= 0) return removeLine(state, action.lineId);
      return mapLine(state, action.lineId, (line) => ({
        ...line,
        quantity: clampQuantity(action.quantity),
      }));
    }
    case "step": {
      const line = state.lines.find((candidate) => candidate.lineId === action.lineId);
      if (!line) return state;
      // A line below one unit (e.g. 0.5 g) goes away on −1 rather than turning negative.
      return cartReducer(state, {
        type: "setQuantity",
        lineId: action.lineId,
        quantity: line.quantity + action.delta,
      });
    }
    case "remove":
      return removeLine(state, action.lineId);
    case "select":
      if (action.lineId !== null && !state.lines.some((line) => line.lineId === action.lineId)) {
        return state;
      }
      return { ...state, selectedLineId: action.lineId };
    case "overridePrice":
      if (action.price !== null && !(Number.isInteger(action.price) && action.price >= 0)) {
        return state;
      }
      return mapLine(state, action.lineId, (line) => ({ ...line, priceOverride: action.price }));
    case "toggleLineDiscount":
      return mapLine(state, action.lineId, (line) => ({
        ...line,
        manualDiscountIds: toggle(line.manualDiscountIds, action.discountId),
      }));
    case "toggleOrderDiscount":
      return { ...state, orderDiscountIds: toggle(state.orderDiscountIds, action.discountId) };
    case "setCustomer":
      return { ...state, customer: action.customer };
    case "load": {
      const lines = action.lines.map((line, index): CartLineState => ({
        lineId: `line-${index + 1}`,
        product: line.product,
        batchId: line.batchId,
        quantity: clampQuantity(line.quantity),
        priceOverride: line.priceOverride,
        manualDiscountIds: [],
        discountId: line.discountId,
      }));
      return {
        ...emptyCart,
        lines,
        customer: action.customer,
        paymentQueueId: action.paymentQueueId,
        selectedLineId: lines.at(-1)?.lineId ?? null,
        nextLine: lines.length + 1,
      };
    }
    case "clear":
      return emptyCart;
  }
}
