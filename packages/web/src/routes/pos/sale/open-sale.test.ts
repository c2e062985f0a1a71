import { describe, expect, it } from "vitest";
import { posProduct } from "@pos/core/payments/pos-data.fixtures";
import { newOpenSale, openSaleReducer, readOpenSale } from "./open-sale";

const withLine = () =>
  openSaleReducer(newOpenSale(), { type: "add", product: posProduct("p1"), batchId: null });

describe("the open sale's checkout key", () => {
  it("survives a reload with the cart", () => {
    const sale = withLine();
    expect(readOpenSale(JSON.stringify(sale))).toEqual(sale);
  });

  it("stays when only the selected line changes", () => {
    const sale = withLine();
    expect(openSaleReducer(sale, { type: "select", lineId: null }).checkoutKey).toBe(sale.checkoutKey);
  });

  it("changes with the cart's content and when the cart is cleared", () => {
    const sale = withLine();
    const more = openSaleReducer(sale, { type: "step", lineId: "line-1", delta: 1 });
    expect(more.checkoutKey).not.toBe(sale.checkoutKey);
    expect(openSaleReducer(more, { type: "clear" }).checkoutKey).not.toBe(more.checkoutKey);
  });

  it("is new when the stored sale has none or is unreadable", () => {
    const { cart } = withLine();
    const restored = readOpenSale(JSON.stringify({ cart, checkoutKey: "not-a-key" }));
    expect(restored.cart.lines).toHaveLength(1);
    expect(restored.checkoutKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(readOpenSale("{").cart.lines).toHaveLength(0);
  });
});
