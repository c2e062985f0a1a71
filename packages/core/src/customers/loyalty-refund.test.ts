import { describe, expect, it } from "vitest";
import { earnedPointsTakenBack, refundPointsChange } from "./loyalty-refund";

/** The points each refund of `amounts` takes back from a sale of `total` cents that earned `earned`. */
function takenBackBy(earned: number, total: number, amounts: number[]): number[] {
  let refundedBefore = 0;
  return amounts.map((refunded) => {
    const completesSale = refundedBefore + refunded === total;
    const taken = earnedPointsTakenBack({ earned, total, refundedBefore, refunded, completesSale });
    refundedBefore += refunded;
    return taken;
  });
}

describe("earned points taken back by refunds", () => {
  it("takes all of them back with a full refund", () => {
    expect(takenBackBy(39, 3920, [3920])).toEqual([39]);
  });

  it("takes a share of a partial refund, rounded down", () => {
    // A quarter of $39.20 is $9.80: 39 × 980 / 3920 = 9.75 points, 9 taken back.
    expect(takenBackBy(39, 3920, [980])).toEqual([9]);
  });

  it("never takes more than was earned over several partial refunds, and exactly that when all is refunded", () => {
    expect(takenBackBy(39, 3920, [980, 980, 980, 980])).toEqual([9, 10, 10, 10]);
    expect(takenBackBy(7, 999, [333, 333])).toEqual([2, 2]);
    for (const amounts of [
      [1, 1, 997],
      [500, 499],
      [100, 100, 100, 100, 100, 100, 100, 100, 100, 99],
    ]) {
      const taken = takenBackBy(7, 999, amounts);
      expect(taken.every((points) => points >= 0)).toBe(true);
      expect(taken.reduce((sum, points) => sum + points, 0)).toBe(7);
    }
  });

  it("takes the rest when the refund completes the sale, whatever the amounts (penny rounding)", () => {
    expect(
      earnedPointsTakenBack({
        earned: 12,
        total: 1300,
        refundedBefore: 650,
        refunded: 648,
        completesSale: true,
      }),
    ).toBe(6);
  });

  it("takes nothing from a sale that earned nothing", () => {
    expect(takenBackBy(0, 1500, [1500])).toEqual([0]);
  });
});

describe("the customer's balance after a refund", () => {
  it("adds the points paid with and takes the earned ones", () => {
    expect(refundPointsChange(100, 500, 34)).toEqual({
      before: 100,
      after: 566,
      given: 500,
      taken: 34,
      shortfall: 0,
    });
  });

  it("stops at 0 when the customer already spent the earned points, and says how many were missing", () => {
    expect(refundPointsChange(10, 0, 34)).toEqual({
      before: 10,
      after: 0,
      given: 0,
      taken: 10,
      shortfall: 24,
    });
    expect(refundPointsChange(0, 0, 34)).toEqual({ before: 0, after: 0, given: 0, taken: 0, shortfall: 34 });
  });
});
