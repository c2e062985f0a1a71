import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  derivedPriceNeedsConfirmation,
  marginPercent,
  markupPercent,
  priceFromMargin,
  priceFromMarkup,
} from "./pricing";

describe("margin and markup", () => {
  it("are percentages with one decimal", () => {
    expect(marginPercent(1500, 1000)).toBe(33.3);
    expect(markupPercent(1500, 1000)).toBe(50);
    expect(marginPercent(2999, 1000)).toBe(66.7);
    expect(markupPercent(2999, 1000)).toBe(199.9);
    expect(marginPercent(800, 1000)).toBe(-25);
    expect(marginPercent(1000, 0)).toBe(100);
  });

  it("are null when they cannot be computed", () => {
    expect(marginPercent(null, 1000)).toBeNull();
    expect(marginPercent(1000, null)).toBeNull();
    expect(marginPercent(0, 500)).toBeNull();
    expect(markupPercent(1000, 0)).toBeNull();
    expect(markupPercent(null, 10)).toBeNull();
  });
});

describe("prices from margin and markup", () => {
  it("round to whole cents", () => {
    expect(priceFromMargin(1000, 33.3)).toBe(1499);
    expect(priceFromMargin(999, 25)).toBe(1332);
    expect(priceFromMarkup(999, 12.5)).toBe(1124);
    expect(priceFromMarkup(1000, 50)).toBe(1500);
  });

  it("cap the margin at 100 and treat 100 as 99.99", () => {
    expect(priceFromMargin(1000, 100)).toBe(10_000_000);
    expect(priceFromMargin(1000, 250)).toBe(10_000_000);
    expect(priceFromMargin(1000, 99.9)).toBe(1_000_000);
  });

  it("use the margin and markup to one decimal", () => {
    expect(priceFromMargin(1000, 33.34)).toBe(priceFromMargin(1000, 33.3));
    expect(priceFromMarkup(1000, 12.46)).toBe(1125);
  });

  it("never go below zero and are null without a cost or a percentage", () => {
    expect(priceFromMarkup(1000, -150)).toBe(0);
    expect(priceFromMargin(null, 20)).toBeNull();
    expect(priceFromMargin(1000, null)).toBeNull();
    expect(priceFromMarkup(null, 20)).toBeNull();
    expect(priceFromMargin(1000, Number.NaN)).toBeNull();
  });

  it("give back the margin and markup they were derived from, within the rounding", () => {
    const cost = fc.integer({ min: 1000, max: 1_000_000 });
    const tenths = (min: number, max: number) =>
      fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);
    fc.assert(
      fc.property(cost, tenths(-50, 95), (c, margin) => {
        const price = priceFromMargin(c, margin) ?? Number.NaN;
        expect(Number.isInteger(price)).toBe(true);
        expect(Math.abs((marginPercent(price, c) ?? Number.NaN) - margin)).toBeLessThanOrEqual(0.1 + 1e-9);
      }),
    );
    fc.assert(
      fc.property(cost, tenths(0, 500), (c, markup) => {
        const price = priceFromMarkup(c, markup) ?? Number.NaN;
        expect(Number.isInteger(price)).toBe(true);
        expect(Math.abs((markupPercent(price, c) ?? Number.NaN) - markup)).toBeLessThanOrEqual(0.1 + 1e-9);
      }),
    );
  });
});

describe("a derived price far above the cost", () => {
  it("needs a confirmation above 10 times the cost", () => {
    expect(derivedPriceNeedsConfirmation(priceFromMargin(1000, 100) ?? 0, 1000)).toBe(true);
    expect(derivedPriceNeedsConfirmation(priceFromMargin(1000, 90) ?? 0, 1000)).toBe(false);
    expect(derivedPriceNeedsConfirmation(priceFromMarkup(1000, 900) ?? 0, 1000)).toBe(false);
    expect(derivedPriceNeedsConfirmation(priceFromMarkup(1000, 901) ?? 0, 1000)).toBe(true);
  });
});
