import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentOf, spread } from "./amounts";

describe("amounts", () => {
  it("a percentage rounds half up to the cent, exactly for any size", () => {
    expect(percentOf(999, 33.33)).toBe(333);
    expect(percentOf(10, 5)).toBe(1); // 0.5 cent
    expect(percentOf(10, 4.99)).toBe(0);
    expect(percentOf(50_000_000_000_000, 12.34)).toBe(6_170_000_000_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.integer({ min: 1, max: 10_000 }),
        (cents, basisPoints) => {
          const exact = (BigInt(cents) * BigInt(basisPoints) + 5000n) / 10000n;
          expect(percentOf(cents, basisPoints / 100)).toBe(Number(exact));
        },
      ),
    );
  });

  it("a spread adds up to the amount (capped at the weights) and no share exceeds its weight", () => {
    expect(
      Object.fromEntries(
        spread(1000, [
          { lineId: "a", weight: 1000 },
          { lineId: "b", weight: 3000 },
        ]),
      ),
    ).toEqual({
      a: 250,
      b: 750,
    });
    expect(spread(100, [{ lineId: "a", weight: 0 }]).size).toBe(0);
    const parts = fc.uniqueArray(
      fc.record({
        lineId: fc.string({ minLength: 1, maxLength: 3 }),
        weight: fc.integer({ min: 0, max: 1e9 }),
      }),
      { selector: (part) => part.lineId, maxLength: 8 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), parts, (total, weights) => {
        const shares = spread(total, weights);
        const sum = weights.reduce((acc, part) => acc + part.weight, 0);
        expect([...shares.values()].reduce((acc, share) => acc + share, 0)).toBe(Math.min(total, sum));
        for (const part of weights) expect(shares.get(part.lineId) ?? 0).toBeLessThanOrEqual(part.weight);
      }),
    );
  });
});
