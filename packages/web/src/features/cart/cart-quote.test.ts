import { describe, expect, it } from "vitest";
import { ZDiscount, type DiscountInput } from "@pos/core/discounts/discount.schema";
import { posProduct as product } from "@pos/core/payments/pos-data.fixtures";
import {
  formatGrams,
  manualDiscountsAt,
  notAppliedText,
  queueLinesOf,
  quoteCart,
  type QuoteContext,
} from "./cart-quote";
import { cartReducer, emptyCart, type CartAction } from "./cart-state";

const discount = (fields: Partial<DiscountInput> & { id: string; name: string }) =>
  ZDiscount.parse({ kind: "percentage", value: 10, salesChannels: ["POS"], ...fields });

const context = (overrides: Partial<QuoteContext> = {}): QuoteContext => ({
  productById: () => undefined,
  taxGroups: [{ id: "hst", name: "HST", taxes: [{ name: "HST", rate: 13 }] }],
  discounts: [discount({ id: "staff", name: "Staff 10%" })],
  settings: {
    internalLoyalty: false,
    externalLoyalty: false,
    overlappingAutoDiscounts: false,
    stackingDiscounts: false,
    autoLoyaltyDiscount: false,
  },
  locationId: "loc-1",
  timeZone: "America/Toronto",
  at: "2026-11-21T15:00:00.000Z",
  ...overrides,
});

const run = (...actions: CartAction[]) => actions.reduce(cartReducer, emptyCart);

describe("the cart's quote on the register", () => {
  const flower = product("flower", { price: 4000, taxGroupId: "hst", driedCannabisEquivalent: 3.5 });

  it("prices the lines with taxes, the chosen discount named, and the grams against the limit", () => {
    const cart = run(
      { type: "add", product: flower, batchId: null, quantity: 2 },
      { type: "toggleOrderDiscount", discountId: "staff" },
    );
    const result = quoteCart(cart, context());
    if (!result.ok) throw new Error(result.message);
    expect(result.quote).toMatchObject({ subtotal: 8000, discountTotal: 800, taxTotal: 936, total: 8136 });
    expect(result.quote.lines[0]?.discounts.map((applied) => applied.name)).toEqual(["Staff 10%"]);
    expect(result.quote.cannabisEquivalentGrams).toBe(7);
    expect(result.quote.overLimit).toBe(false);
  });

  it("says what is missing instead of throwing (a free price not entered yet)", () => {
    const cart = run({
      type: "add",
      product: product("free", { name: "Gift bag", price: null }),
      batchId: null,
    });
    expect(quoteCart(cart, context())).toEqual({ ok: false, message: "Enter a price for Gift bag" });
  });

  it("parks lines at the price they were quoted, with their discount", () => {
    const cart = run(
      { type: "add", product: flower, batchId: "lot-1" },
      { type: "overridePrice", lineId: "line-1", price: 3500 },
      { type: "toggleLineDiscount", lineId: "line-1", discountId: "staff" },
    );
    const result = quoteCart(cart, context());
    if (!result.ok) throw new Error(result.message);
    expect(queueLinesOf(cart, result.quote)).toEqual([
      {
        productId: "flower",
        batchId: "lot-1",
        quantity: 1,
        price: 3500,
        discountPrice: 350,
        discountId: "staff",
      },
    ]);
  });
});

describe("the discounts a cashier may choose", () => {
  it("are the active, manual discounts of the register's channel and location, by name", () => {
    const chosen = manualDiscountsAt(
      [
        discount({ id: "b", name: "Seniors" }),
        discount({ id: "a", name: "Employee" }),
        discount({ id: "auto", name: "Happy hour", applyAutomatically: true }),
        discount({ id: "off", name: "Old", isActive: false }),
        discount({ id: "web", name: "Web only", salesChannels: ["ONLINE"] }),
        discount({ id: "other", name: "Other store", locationIds: ["loc-2"] }),
        discount({ id: "here", name: "This store", locationIds: ["loc-1"] }),
      ],
      "loc-1",
    );
    expect(chosen.map((item) => item.id)).toEqual(["a", "b", "here"]);
  });

  it("explain why a chosen discount takes nothing off", () => {
    expect(notAppliedText("Seniors", "noCustomer")).toBe("Seniors needs a customer");
    expect(formatGrams(56)).toBe("56 g");
    expect(formatGrams(0.1 + 0.2)).toBe("0.3 g");
  });
});
