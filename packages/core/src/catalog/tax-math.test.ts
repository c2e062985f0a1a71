import { describe, expect, it } from "vitest";
import { taxCents, taxesFor } from "./tax-math";

describe("tax math", () => {
  it("computes each tax on the price and sums them: a $10.00 item with GST 5% and PST 7%", () => {
    expect(
      taxesFor(1000, [
        { name: "GST", rate: 5 },
        { name: "PST", rate: 7 },
      ]),
    ).toEqual({
      priceCents: 1000,
      taxes: [
        { name: "GST", rate: 5, amountCents: 50 },
        { name: "PST", rate: 7, amountCents: 70 },
      ],
      totalTaxCents: 120,
      totalCents: 1120,
    });
  });

  it("rounds each tax half a cent up, and below half down", () => {
    expect(taxCents(10, 5)).toBe(1); // 0.5 cent
    expect(taxCents(9, 5)).toBe(0); // 0.45 cent
    expect(taxCents(1099, 13)).toBe(143); // 142.87
    expect(taxCents(1, 50)).toBe(1); // exactly half
    expect(taxCents(2999, 14.975)).toBe(449); // 449.10
    expect(taxCents(200, 7.125)).toBe(14); // 14.25
    expect(taxCents(1000, 0.125)).toBe(1); // 1.25
    expect(taxCents(4, 12.5)).toBe(1); // 0.5 exactly, where 4 * 0.125 in floating point would also be exact
    expect(taxCents(7, 7.5)).toBe(1); // 0.525
  });

  it("rounds a refund symmetrically, and a group without taxes adds nothing", () => {
    expect(taxCents(-10, 5)).toBe(-1);
    expect(taxesFor(-1000, [{ name: "HST", rate: 13 }]).totalCents).toBe(-1130);
    expect(taxesFor(2599, [])).toEqual({ priceCents: 2599, taxes: [], totalTaxCents: 0, totalCents: 2599 });
    expect(taxesFor(0, [{ name: "GST", rate: 5 }]).totalCents).toBe(0);
  });

  it("stays exact on large prices", () => {
    expect(taxCents(100_000_000, 13)).toBe(13_000_000);
    expect(taxCents(99_999_999, 14.975)).toBe(14_975_000); // 14,974,999.85
  });
});
