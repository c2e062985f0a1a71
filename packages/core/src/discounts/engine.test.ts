import { describe, expect, it } from "vitest";
import { priceCart } from "./engine";
import { cart, discount, line, settings } from "./engine.fixtures";
import type { PriceCartInput } from "./pricing.schema";

const auto = { applyAutomatically: true } as const;
const amounts = (input: PriceCartInput) => priceCart(input).lines.map((priced) => priced.discountPrice);

describe("priceCart: kinds and amounts", () => {
  const one = (fields: Parameters<typeof discount>[1], unitPrice = 1000, quantity = 2) =>
    amounts(
      cart({
        lines: [line("a", { unitPrice, quantity })],
        discounts: [discount("d", { ...auto, ...fields })],
      }),
    )[0];

  it("a percentage takes that share of the line, rounded half up to the cent", () => {
    expect(one({ value: 15 })).toBe(300);
    expect(one({ value: 33.33 }, 999, 1)).toBe(333);
    expect(one({ value: 0.05 }, 1000, 1)).toBe(1); // 0.5 cent rounds up
    expect(one({ value: 100 })).toBe(2000);
  });

  it("a fixed amount is taken off each unit, never more than the line", () => {
    expect(one({ kind: "fixedAmount", value: 250 })).toBe(500);
    expect(one({ kind: "fixedAmount", value: 5000 })).toBe(2000);
  });

  it("a fixed price sells each unit at that price and never raises a price", () => {
    expect(one({ kind: "fixedPrice", value: 800 })).toBe(400);
    expect(one({ kind: "fixedPrice", value: 0 })).toBe(2000);
    expect(one({ kind: "fixedPrice", value: 1200 })).toBe(0);
    expect(one({ kind: "fixedPrice", value: 900 }, 1000, 3.5)).toBe(350); // 3.5 g at $9.00 a gram
  });

  it("an order amount is shared across the covered lines in proportion to their price", () => {
    const lines = [line("a"), line("b", { unitPrice: 3000 }), line("c", { productId: "gift-card" })];
    const tenOff = discount("d", {
      ...auto,
      kind: "fixedAmount",
      value: 1000,
      scope: "order",
      products: [{ id: "gift-card", type: "exclude" }],
    });
    const result = priceCart(cart({ lines, discounts: [tenOff] }));
    expect(result.lines.map((priced) => [priced.discountPrice, priced.cartDiscountPrice])).toEqual([
      [0, 250],
      [0, 750],
      [0, 0],
    ]);
    expect(result).toMatchObject({ subtotal: 5000, discountTotal: 1000, total: 4000 });
  });

  it("an order amount's odd cents go to the largest remainders, then the smaller line id", () => {
    const lines = [line("c"), line("b"), line("a")];
    const dollar = discount("d", { ...auto, kind: "fixedAmount", value: 100, scope: "order" });
    const shares = priceCart(cart({ lines, discounts: [dollar] })).lines.map(
      (priced) => priced.cartDiscountPrice,
    );
    expect(shares).toEqual([33, 33, 34]);
    const tooMuch = discount("d", { ...auto, kind: "fixedAmount", value: 99_999, scope: "order" });
    expect(priceCart(cart({ lines, discounts: [tooMuch] })).total).toBe(0);
  });
});

describe("priceCart: who may use a discount", () => {
  const chosen = (fields: Parameters<typeof discount>[1]) => {
    const input = cart({
      lines: [line("a", { manualDiscountIds: ["d"] })],
      discounts: [discount("d", fields), discount("auto", { ...auto, ...fields })],
    });
    const result = priceCart(input);
    return { off: result.discountTotal, notApplied: result.notApplied };
  };

  it.each([
    ["inactive", { isActive: false }],
    ["channel", { salesChannels: ["ONLINE" as const] }],
    ["location", { locationIds: ["loc-2"] }],
    ["schedule", { schedule: { days: ["thu" as const] } }],
    ["product", { products: [{ id: "other", type: "include" as const }] }],
  ])("%s: neither applied automatically nor when chosen, and the cashier is told why", (reason, fields) => {
    expect(chosen(fields)).toEqual({ off: 0, notApplied: [{ discountId: "d", lineId: "a", reason }] });
  });

  it("applies on its channel, at its location and in its hours", () => {
    const fields = {
      salesChannels: ["POS" as const],
      locationIds: ["loc-1"],
      schedule: { days: ["wed" as const], from: "14:00", to: "15:00" },
    };
    // Both take $1.00 off; without stacking the tie goes to the smaller id, and the cashier is told.
    expect(chosen(fields)).toEqual({
      off: 100,
      notApplied: [{ discountId: "d", lineId: "a", reason: "outdone" }],
    });
  });

  it("a discount that is neither automatic nor chosen does nothing; an unknown choice is reported", () => {
    const input = cart({ lines: [line("a", { manualDiscountIds: ["gone"] })], discounts: [discount("d")] });
    const result = priceCart(input);
    expect(result.discountTotal).toBe(0);
    expect(result.notApplied).toEqual([{ discountId: "gone", lineId: "a", reason: "notFound" }]);
  });

  it("a choice for a line covers that line; a choice for the cart covers every line it includes", () => {
    const lines = [
      line("a", { manualDiscountIds: ["d"] }),
      line("b"),
      line("c", { categoryIds: ["flower"] }),
    ];
    expect(amounts(cart({ lines, discounts: [discount("d")] }))).toEqual([100, 0, 0]);
    const flower = discount("f", { categories: [{ id: "flower", type: "include" }] });
    expect(amounts(cart({ lines, discounts: [flower], orderDiscountIds: ["f"] }))).toEqual([0, 0, 100]);
    const nothing = priceCart(cart({ lines: [line("a")], discounts: [flower], orderDiscountIds: ["f"] }));
    expect(nothing.notApplied).toEqual([{ discountId: "f", lineId: null, reason: "product" }]);
  });
});

describe("priceCart: stacking and overlapping", () => {
  const ten = discount("ten", { ...auto, value: 10 });
  const oneFifty = discount("fifty", { ...auto, kind: "fixedAmount", value: 150 });
  const price800 = discount("price", { ...auto, kind: "fixedPrice", value: 800 });

  it("without stacking a line takes only its best discount", () => {
    const result = priceCart(cart({ discounts: [ten, oneFifty] }));
    expect(result.lines[0]).toMatchObject({
      discountPrice: 150,
      discountId: "fifty",
      discountMessage: "Discount fifty",
    });
    expect(result.lines[0]?.discounts).toHaveLength(1);
  });

  it("a tie goes to the earlier in stacking order, then to the smaller id", () => {
    const hundred = discount("hundred", { ...auto, kind: "fixedAmount", value: 100 });
    expect(priceCart(cart({ discounts: [hundred, ten] })).lines[0]?.discountId).toBe("ten");
    const otherTen = discount("a-ten", { ...auto, value: 10 });
    expect(priceCart(cart({ discounts: [ten, otherTen] })).lines[0]?.discountId).toBe("a-ten");
  });

  it("with stacking: fixed price, then percentage, then fixed amount, each on what is left", () => {
    const input = cart({
      discounts: [oneFifty, ten, price800],
      settings: settings({ stackingDiscounts: true }),
    });
    const [priced] = priceCart(input).lines;
    expect(priced?.discounts).toEqual([
      { id: "price", name: "Discount price", scope: "item", amount: 200 },
      { id: "ten", name: "Discount ten", scope: "item", amount: 80 },
      { id: "fifty", name: "Discount fifty", scope: "item", amount: 150 },
    ]);
    expect(priced).toMatchObject({
      discountPrice: 430,
      total: 570,
      discountId: "price",
      discountMessage: "Discount price, Discount ten, Discount fifty",
    });
  });

  it("with stacking a line never goes below 0; order discounts come after item discounts", () => {
    const half = discount("half", { ...auto, value: 50 });
    const big = discount("big", { ...auto, kind: "fixedAmount", value: 700 });
    const stacking = settings({ stackingDiscounts: true });
    expect(priceCart(cart({ discounts: [big, half], settings: stacking })).lines[0]).toMatchObject({
      discountPrice: 1000,
      total: 0,
    });
    const orderTen = discount("order", { ...auto, value: 10, scope: "order" });
    expect(priceCart(cart({ discounts: [orderTen, ten], settings: stacking })).lines[0]).toMatchObject({
      discountPrice: 100,
      cartDiscountPrice: 90,
      total: 810,
    });
  });

  const lines = [line("a"), line("b", { productId: "b", manualDiscountIds: [] })];
  const onB = discount("y", {
    ...auto,
    kind: "fixedAmount",
    value: 300,
    products: [{ id: "b", type: "include" }],
  });
  const tenAll = discount("x", { ...auto, value: 10 });

  it("overlapping auto discounts on: every automatic discount applies where it covers", () => {
    expect(amounts(cart({ lines, discounts: [tenAll, onB] }))).toEqual([100, 300]);
  });

  it("overlapping auto discounts off: only the automatic discount that saves the most applies", () => {
    const off = settings({ overlappingAutoDiscounts: false });
    expect(amounts(cart({ lines, discounts: [tenAll, onB], settings: off }))).toEqual([0, 300]);
    const twoHundredOnB = discount("y", { ...onB, value: 200 });
    expect(amounts(cart({ lines, discounts: [twoHundredOnB, tenAll], settings: off }))).toEqual([100, 100]);
  });

  it("overlapping auto discounts off: the cashier's choices still apply", () => {
    const chosenLines = [line("a", { manualDiscountIds: ["x"] }), line("b", { productId: "b" })];
    const off = settings({ overlappingAutoDiscounts: false });
    expect(amounts(cart({ lines: chosenLines, discounts: [tenAll, onB], settings: off }))).toEqual([
      100, 300,
    ]);
  });
});
