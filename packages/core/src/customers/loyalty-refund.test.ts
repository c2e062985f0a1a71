import { describe, expect, it } from "vitest";
import { refundPointsChange, refundShareOfPoints } from "./loyalty-refund";

/** Each refund's share of `points` when `amounts` of a sale of `total` cents are refunded one after another. */
function sharesOf(points: number, total: number, amounts: number[]): number[] {
  let refundedBefore = 0;
  return amounts.map((refunded) => {
    const completesSale = refundedBefore + refunded === total;
    const share = refundShareOfPoints({ points, total, refundedBefore, refunded, completesSale });
    refundedBefore += refunded;
    return share;
  });
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("earned points taken back by refunds", () => {
  it("takes all of them back with a full refund", () => {
    expect(sharesOf(39, 3920, [3920])).toEqual([39]);
  });

  it("takes a share of a partial refund, rounded down", () => {
    // A quarter of $39.20 is $9.80: 39 × 980 / 3920 = 9.75 points, 9 taken back.
    expect(sharesOf(39, 3920, [980])).toEqual([9]);
  });

  it("never takes more than was earned over several partial refunds, and exactly that when all is refunded", () => {
    expect(sharesOf(39, 3920, [980, 980, 980, 980])).toEqual([9, 10, 10, 10]);
    expect(sharesOf(7, 999, [333, 333])).toEqual([2, 2]);
    for (const amounts of [
      [1, 1, 997],
      [500, 499],
      [100, 100, 100, 100, 100, 100, 100, 100, 100, 99],
    ]) {
      const taken = sharesOf(7, 999, amounts);
      expect(taken.every((points) => points >= 0)).toBe(true);
      expect(sum(taken)).toBe(7);
    }
  });

  it("takes the rest when the refund completes the sale, whatever the amounts (penny rounding)", () => {
    expect(
      refundShareOfPoints({
        points: 12,
        total: 1300,
        refundedBefore: 650,
        refunded: 648,
        completesSale: true,
      }),
    ).toBe(6);
  });

  it("takes nothing from a sale that earned nothing", () => {
    expect(sharesOf(0, 1500, [1500])).toEqual([0]);
  });
});

describe("reward points given back by refunds", () => {
  it("gives all of them back with a full refund", () => {
    // A $5.00 reward for 400 points on a sale that cost $31.68 after it.
    expect(sharesOf(400, 3168, [3168])).toEqual([400]);
  });

  it("gives back a share of each partial refund, rounded down, and exactly the points spent in all", () => {
    // 400 × 1056 / 3168 = 133.33: 133, then floor(266.67) - 133 = 133, then the rest.
    expect(sharesOf(400, 3168, [1056, 1056, 1056])).toEqual([133, 133, 134]);
    for (const amounts of [
      [1, 3167],
      [1000, 1000, 1000, 168],
      [3167, 1],
    ]) {
      const given = sharesOf(400, 3168, amounts);
      expect(given.every((points) => points >= 0)).toBe(true);
      expect(sum(given)).toBe(400);
    }
    // Partial refunds alone never give back more than a share, let alone all of them.
    expect(sum(sharesOf(400, 3168, [1000, 1000, 1000]))).toBe(Math.floor((400 * 3000) / 3168));
  });

  it("gives them back with the refund that completes a sale the reward made free", () => {
    expect(sharesOf(300, 0, [0])).toEqual([300]);
    expect(
      refundShareOfPoints({ points: 300, total: 0, refundedBefore: 0, refunded: 0, completesSale: false }),
    ).toBe(0);
  });
});

describe("the customer's balance after a refund", () => {
  it("adds the points paid with and spent on rewards, and takes the earned ones", () => {
    expect(refundPointsChange(100, { given: 500, rewards: 300, takeBack: 34 })).toEqual({
      before: 100,
      after: 866,
      given: 500,
      rewards: 300,
      taken: 34,
      shortfall: 0,
    });
  });

  it("stops at 0 when the customer already spent the earned points, and says how many were missing", () => {
    expect(refundPointsChange(10, { given: 0, rewards: 0, takeBack: 34 })).toEqual({
      before: 10,
      after: 0,
      given: 0,
      rewards: 0,
      taken: 10,
      shortfall: 24,
    });
    expect(refundPointsChange(0, { given: 0, rewards: 0, takeBack: 34 })).toMatchObject({
      after: 0,
      taken: 0,
      shortfall: 34,
    });
  });

  it("takes the earned points from the reward points it gives back before recording a shortfall", () => {
    expect(refundPointsChange(0, { given: 0, rewards: 20, takeBack: 34 })).toMatchObject({
      after: 0,
      rewards: 20,
      taken: 20,
      shortfall: 14,
    });
  });
});
