import { describe, expect, it } from "vitest";
import { cartReducer, emptyCart, type CartAction, type CartState } from "./cart-state";
import { posProduct as product } from "@pos/core/payments/pos-data.fixtures";
import { saleLinesOf } from "./cart-quote";

const run = (...actions: CartAction[]) => actions.reduce(cartReducer, emptyCart);

describe("the cart reducer", () => {
  it("adds the same product and batch again to the same line", () => {
    const a = product("a");
    const cart = run(
      { type: "add", product: a, batchId: "b1" },
      { type: "add", product: a, batchId: "b1", quantity: 2 },
    );
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(3);
    expect(cart.selectedLineId).toBe(cart.lines[0]?.lineId);
  });

  it("keeps another batch of the same product on its own line", () => {
    const a = product("a");
    const cart = run(
      { type: "add", product: a, batchId: "b1" },
      { type: "add", product: a, batchId: "b2" },
      { type: "add", product: a, batchId: null },
    );
    expect(cart.lines.map((line) => line.batchId)).toEqual(["b1", "b2", null]);
  });

  it("keeps line ids unique after removals", () => {
    const cart = run(
      { type: "add", product: product("a"), batchId: null },
      { type: "add", product: product("b"), batchId: null },
      { type: "remove", lineId: "line-2" },
      { type: "add", product: product("c"), batchId: null },
    );
    const ids = cart.lines.map((line) => line.lineId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(["line-1", "line-3"]);
  });

  it("removes a line stepped below one and selects its neighbour", () => {
    const cart = run(
      { type: "add", product: product("a"), batchId: null },
      { type: "add", product: product("b"), batchId: null },
      { type: "select", lineId: "line-1" },
      { type: "step", lineId: "line-1", delta: -1 },
    );
    expect(cart.lines.map((line) => line.product.id)).toEqual(["b"]);
    expect(cart.selectedLineId).toBe("line-2");
  });

  it("steps grams and rounds to the milligram", () => {
    const cart = run(
      { type: "add", product: product("g", { unit: "g" }), batchId: null, quantity: 3.5 },
      { type: "step", lineId: "line-1", delta: 1 },
      { type: "setQuantity", lineId: "line-1", quantity: 1.23456 },
    );
    expect(cart.lines[0]?.quantity).toBe(1.235);
  });

  it("ignores a zero or negative add and a bad price", () => {
    const start = run({ type: "add", product: product("a"), batchId: null });
    expect(cartReducer(start, { type: "add", product: product("b"), batchId: null, quantity: 0 })).toBe(
      start,
    );
    expect(cartReducer(start, { type: "overridePrice", lineId: "line-1", price: -5 })).toBe(start);
    expect(cartReducer(start, { type: "overridePrice", lineId: "line-1", price: 1.5 })).toBe(start);
  });

  it("does not merge a scanned product into a line with an overridden price", () => {
    const a = product("a");
    const cart = run(
      { type: "add", product: a, batchId: null },
      { type: "overridePrice", lineId: "line-1", price: 500 },
      { type: "add", product: a, batchId: null },
    );
    expect(cart.lines.map((line) => [line.quantity, line.priceOverride])).toEqual([
      [1, 500],
      [1, null],
    ]);
  });

  it("toggles line and order discounts", () => {
    const cart = run(
      { type: "add", product: product("a"), batchId: null },
      { type: "toggleLineDiscount", lineId: "line-1", discountId: "d1" },
      { type: "toggleOrderDiscount", discountId: "o1" },
      { type: "toggleOrderDiscount", discountId: "o2" },
      { type: "toggleOrderDiscount", discountId: "o1" },
    );
    expect(cart.lines[0]?.manualDiscountIds).toEqual(["d1"]);
    expect(cart.orderDiscountIds).toEqual(["o2"]);
  });

  it("loads a parked sale with its prices and discounts, then clears", () => {
    const loaded: CartState = run({
      type: "load",
      paymentQueueId: "q1",
      customer: { id: "c1", name: "Ana", loyaltyPoints: 40 },
      lines: [
        { product: product("a"), batchId: "b1", quantity: 2, priceOverride: 900, discountId: "d9" },
        { product: product("b"), batchId: null, quantity: 1, priceOverride: null, discountId: null },
      ],
    });
    expect(loaded.paymentQueueId).toBe("q1");
    expect(loaded.lines[0]).toMatchObject({ lineId: "line-1", priceOverride: 900, discountId: "d9" });
    const added = cartReducer(loaded, { type: "add", product: product("c"), batchId: null });
    expect(added.lines.at(-1)?.lineId).toBe("line-3");
    expect(cartReducer(added, { type: "clear" })).toEqual(emptyCart);
  });
});

describe("gift card lines", () => {
  it("adds each card as a line of its own at the amount loaded, and sells it with its number", () => {
    const card = product("gift", { price: null, isGiftCard: true });
    const cart = run(
      { type: "addGiftCard", product: card, cardNumber: "6000111122223333", amount: 2500 },
      { type: "addGiftCard", product: card, cardNumber: "6000444455556666", amount: 4000 },
    );
    expect(cart.lines.map((line) => [line.giftCardNumber, line.priceOverride, line.quantity])).toEqual([
      ["6000111122223333", 2500, 1],
      ["6000444455556666", 4000, 1],
    ]);
    expect(saleLinesOf(cart).map((line) => line.giftCardNumber)).toEqual([
      "6000111122223333",
      "6000444455556666",
    ]);
  });
});
