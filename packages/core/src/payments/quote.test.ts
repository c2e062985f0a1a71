import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discount, settings, wednesdayAfternoon } from "../discounts/engine.fixtures";
import { ZDiscount } from "../discounts/discount.schema";
import { paymentMessages, type SaleLineInput } from "./payment.schema";
import type { PosProduct, PosTaxGroup } from "./pos-data.schema";
import { posProduct } from "./pos-data.fixtures";
import { quoteSale, type QuoteSaleInput } from "./quote";

const product = (id: string, fields: Partial<PosProduct> = {}): PosProduct =>
  posProduct(id, { taxGroupId: "gst", updateDate: wednesdayAfternoon, ...fields });

const taxGroups: Record<string, PosTaxGroup> = {
  gst: { id: "gst", name: "GST only", taxes: [{ name: "GST", rate: 5 }] },
  hst: {
    id: "hst",
    name: "GST and PST",
    taxes: [
      { name: "GST", rate: 5 },
      { name: "PST", rate: 7 },
    ],
  },
};

const quote = (lines: SaleLineInput[], fields: Partial<QuoteSaleInput> = {}) =>
  quoteSale({
    lines,
    products: {
      a: product("a"),
      b: product("b", { price: 2550, taxGroupId: "hst", depositFee: 10 }),
      flower: product("flower", { unit: "g", price: 1000, driedCannabisEquivalent: 1 }),
      oil: product("oil", { price: null, driedCannabisEquivalent: 0.25, taxGroupId: null }),
      gone: product("gone", { isActive: false }),
    },
    taxGroups,
    discounts: [],
    customer: null,
    settings: settings(),
    locationId: "loc-1",
    at: wednesdayAfternoon,
    timeZone: "America/Edmonton",
    ...fields,
  });

describe("quoteSale", () => {
  it("taxes each line by its group on the discounted total, sums taxes per name and rate, adds deposits untaxed", () => {
    const result = quote([
      { lineId: "1", productId: "a", quantity: 2 },
      { lineId: "2", productId: "b", quantity: 3 },
    ]);
    expect(result.subtotal).toBe(2000 + 7650);
    expect(result.taxes).toEqual([
      { name: "GST", rate: 5, amount: 100 + 383 },
      { name: "PST", rate: 7, amount: 536 },
    ]);
    expect(result.depositTotal).toBe(30);
    expect(result.total).toBe(9650 + 483 + 536 + 30);
    expect(result.lines[1]).toMatchObject({ depositFee: 30, total: 7650 + 383 + 536 + 30 });
  });

  it("names each applied discount on the line and taxes what is left", () => {
    const tenOff = ZDiscount.parse(discount("d1", { name: "Ten off", value: 10 }));
    const result = quote([{ lineId: "1", productId: "a", quantity: 1, manualDiscountIds: ["d1"] }], {
      discounts: [tenOff],
    });
    expect(result.lines[0]).toMatchObject({
      discountMessage: "Ten off",
      discountPrice: 100,
      taxes: [{ name: "GST", rate: 5, amount: 45 }],
      total: 945,
    });
    expect(result.discountTotal).toBe(100);
  });

  it("uses a price override, and asks for a price when the product has none", () => {
    expect(quote([{ lineId: "1", productId: "a", quantity: 1, priceOverride: 500 }]).lines[0]?.price).toBe(
      500,
    );
    expect(() => quote([{ lineId: "1", productId: "oil", quantity: 1 }])).toThrow(
      paymentMessages.freePriceMissing("Product oil"),
    );
  });

  it("refuses products that cannot be sold at the location", () => {
    expect(() => quote([{ lineId: "1", productId: "gone", quantity: 1 }])).toThrow(
      paymentMessages.productUnavailable("Product gone"),
    );
  });

  it("counts dried cannabis equivalent and flags more than 30 g", () => {
    const atLimit = quote([
      { lineId: "1", productId: "flower", quantity: 28 },
      { lineId: "2", productId: "oil", quantity: 8, priceOverride: 2000 },
    ]);
    expect(atLimit).toMatchObject({ cannabisEquivalentGrams: 30, overLimit: false });
    const over = quote([{ lineId: "1", productId: "flower", quantity: 30.5 }]);
    expect(over).toMatchObject({ cannabisEquivalentGrams: 30.5, overLimit: true });
  });

  it("adds up for any cart: total is lines, and lines are price − discounts + taxes + deposit", () => {
    const lineArb = fc.record({
      productId: fc.constantFrom("a", "b", "flower"),
      quantity: fc.integer({ min: 1, max: 20 }),
      priceOverride: fc.option(fc.integer({ min: 0, max: 100_000 })),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), (lines) => {
        const result = quote(lines.map((line, index) => ({ ...line, lineId: `l${index}` })));
        const sumLines = result.lines.reduce((sum, line) => sum + line.total, 0);
        expect(result.total).toBe(sumLines);
        expect(result.total).toBe(
          result.subtotal - result.discountTotal + result.taxTotal + result.depositTotal,
        );
        for (const line of result.lines) {
          const taxes = line.taxes.reduce((sum, tax) => sum + tax.amount, 0);
          expect(line.total).toBe(
            line.linePrice - line.discountPrice - line.cartDiscountPrice + taxes + line.depositFee,
          );
        }
      }),
    );
  });
});
