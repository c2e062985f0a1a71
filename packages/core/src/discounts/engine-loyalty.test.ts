import { describe, expect, it } from "vitest";
import { priceCart } from "./engine";
import { cart, discount, line, settings } from "./engine.fixtures";

const fiveOff = (id: string, loyaltyCost: number, fields: Parameters<typeof discount>[1] = {}) =>
  discount(id, { kind: "fixedAmount", value: 500, scope: "order", isLoyalty: true, loyaltyCost, ...fields });
const customer = (loyaltyPoints: number, externalPoints: number | null = null) => ({
  id: "c-1",
  loyaltyPoints,
  externalPoints,
});

describe("priceCart: loyalty rewards", () => {
  it("a chosen reward applies when the customer's points pay for it, and its cost is reported", () => {
    const result = priceCart(
      cart({ discounts: [fiveOff("r", 500)], orderDiscountIds: ["r"], customer: customer(600) }),
    );
    expect(result.lines[0]).toMatchObject({ cartDiscountPrice: 500, discountId: "r" });
    expect(result.loyalty).toEqual({ points: 500, discounts: [{ id: "r", points: 500 }] });
  });

  it("a reward needs a customer, and enough points", () => {
    const noCustomer = priceCart(cart({ discounts: [fiveOff("r", 500)], orderDiscountIds: ["r"] }));
    expect(noCustomer.notApplied).toEqual([{ discountId: "r", lineId: null, reason: "noCustomer" }]);
    const poor = priceCart(
      cart({ discounts: [fiveOff("r", 500)], orderDiscountIds: ["r"], customer: customer(499) }),
    );
    expect(poor.discountTotal).toBe(0);
    expect(poor.loyalty.points).toBe(0);
    expect(poor.notApplied).toEqual([{ discountId: "r", lineId: null, reason: "points" }]);
  });

  it("rewards are paid for by id until the points run out", () => {
    const input = cart({
      lines: [line("a", { unitPrice: 5000 })],
      discounts: [fiveOff("r2", 300), fiveOff("r1", 500)],
      orderDiscountIds: ["r2", "r1"],
      customer: customer(600),
      settings: settings({ stackingDiscounts: true }),
    });
    const result = priceCart(input);
    expect(result.loyalty).toEqual({ points: 500, discounts: [{ id: "r1", points: 500 }] });
    expect(result.notApplied).toEqual([{ discountId: "r2", lineId: null, reason: "points" }]);
  });

  it("an automatic reward applies by itself only with the auto loyalty discount flag", () => {
    const autoReward = fiveOff("r", 200, { applyAutomatically: true });
    expect(priceCart(cart({ discounts: [autoReward], customer: customer(1000) })).discountTotal).toBe(0);
    const flagged = settings({ autoLoyaltyDiscount: true });
    const result = priceCart(cart({ discounts: [autoReward], customer: customer(1000), settings: flagged }));
    expect(result.discountTotal).toBe(500);
    expect(result.loyalty.points).toBe(200);
    expect(priceCart(cart({ discounts: [autoReward], settings: flagged })).discountTotal).toBe(0);
  });

  it("a reward that a better discount outdoes costs no points", () => {
    const half = discount("half", { applyAutomatically: true, value: 50 });
    const result = priceCart(
      cart({ discounts: [fiveOff("r", 100), half], orderDiscountIds: ["r"], customer: customer(1000) }),
    );
    expect(result.lines[0]).toMatchObject({ discountPrice: 500, cartDiscountPrice: 0, discountId: "half" });
    expect(result.loyalty).toEqual({ points: 0, discounts: [] });
    expect(result.notApplied).toEqual([{ discountId: "r", lineId: null, reason: "outdone" }]);
  });

  it("external loyalty: external costs and points; internal rewards are switched off", () => {
    const external = settings({ externalLoyalty: true, externalRewardCosts: { ext: 50 } });
    const input = cart({
      lines: [line("a", { unitPrice: 5000 })],
      discounts: [fiveOff("ext", 900), fiveOff("int", 10)],
      orderDiscountIds: ["ext", "int"],
      customer: customer(10_000, 60),
      settings: external,
    });
    const result = priceCart(input);
    expect(result.loyalty).toEqual({ points: 50, discounts: [{ id: "ext", points: 50 }] });
    expect(result.notApplied).toEqual([{ discountId: "int", lineId: null, reason: "inactive" }]);
    const noPoints = priceCart({ ...input, customer: customer(10_000, 40) });
    expect(noPoints.loyalty.points).toBe(0);
  });
});

describe("priceCart: unpaid orders", () => {
  const thursdays = discount("thu", { schedule: { days: ["thu"] }, salesChannels: ["ONLINE"] });

  it("a carried discount keeps applying outside its schedule and channel", () => {
    const result = priceCart(cart({ lines: [line("a", { discountId: "thu" })], discounts: [thursdays] }));
    expect(result.lines[0]).toMatchObject({
      discountPrice: 100,
      discountId: "thu",
      discountMessage: "Discount thu",
    });
    expect(result.dropped).toEqual([]);
  });

  it("a carried discount is dropped when it is gone or no longer covers the product", () => {
    const excluding = discount("thu", { products: [{ id: "product-a", type: "exclude" }] });
    const gone = priceCart(cart({ lines: [line("a", { discountId: "thu" })], discounts: [] }));
    const excluded = priceCart(cart({ lines: [line("a", { discountId: "thu" })], discounts: [excluding] }));
    expect(gone.dropped).toEqual([{ lineId: "a", discountId: "thu", reason: "discountGone" }]);
    expect(excluded.dropped).toEqual([{ lineId: "a", discountId: "thu", reason: "excluded" }]);
    expect([gone.discountTotal, excluded.discountTotal]).toEqual([0, 0]);
  });

  it("a carried discount that was switched off takes nothing", () => {
    const off = discount("thu", { isActive: false });
    const result = priceCart(cart({ lines: [line("a", { discountId: "thu" })], discounts: [off] }));
    expect(result.discountTotal).toBe(0);
    expect(result.notApplied).toEqual([{ discountId: "thu", lineId: "a", reason: "inactive" }]);
  });
});

describe("priceCart: input", () => {
  it("refuses repeated ids and an unknown time zone, and changes nothing it was given", () => {
    expect(() => priceCart(cart({ discounts: [discount("d"), discount("d")] }))).toThrow(
      "Discount ids must be unique",
    );
    expect(() => priceCart(cart({ lines: [line("a"), line("a")] }))).toThrow("Line ids must be unique");
    expect(() => priceCart(cart({ timeZone: "Mars/Olympus" }))).toThrow("Unknown time zone");
    const input = cart({
      lines: [line("a", { discountId: "gone" })],
      discounts: [discount("d", { isLoyalty: true, loyaltyCost: 5 })],
    });
    const copy = structuredClone(input);
    priceCart({ ...input, settings: settings({ externalLoyalty: true }) });
    expect(input).toEqual(copy);
  });
});
