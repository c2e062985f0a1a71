import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  centsToPoints,
  earningMetadata,
  maxLoyaltyRedemption,
  pointsEarned,
  pointsToCents,
  redemptionMetadata,
} from "./loyalty";
import { ZLoyaltyTransactionMetadata } from "./loyalty.schema";

describe("loyalty points", () => {
  it("a sale earns multiplier / 100 points per dollar, rounded down; 100 by default", () => {
    expect(pointsEarned(1299)).toBe(12);
    expect(pointsEarned(99)).toBe(0);
    expect(pointsEarned(1299, 150)).toBe(19);
    expect(pointsEarned(1000, 250)).toBe(25);
    expect(pointsEarned(1000, 0)).toBe(0);
    expect(pointsEarned(5_000_000_000_000_00, 10_000)).toBe(5_000_000_000_000_00);
  });

  it("a refund takes back what the sale gave", () => {
    expect(pointsEarned(-1299)).toBe(-12);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 10_000 }),
        (total, multiplier) => {
          expect(pointsEarned(-total, multiplier) + pointsEarned(total, multiplier)).toBe(0);
        },
      ),
    );
  });

  it("refuses a multiplier that is not a whole number from 0 to 10000, and a total that is not whole cents", () => {
    expect(() => pointsEarned(1000, -1)).toThrow("The loyalty points multiplier cannot be negative");
    expect(() => pointsEarned(1000, 1.5)).toThrow("The loyalty points multiplier is a whole number");
    expect(() => pointsEarned(10.5)).toThrow("A total is whole cents");
  });

  it("a point is worth a cent", () => {
    expect(pointsToCents(250)).toBe(250);
    expect(centsToPoints(250)).toBe(250);
  });

  it("loyalty transaction metadata holds points, the multiplier and the cent value", () => {
    expect(redemptionMetadata(500)).toEqual({ points: 500, loyaltyPointsMultiplier: 100, centValue: 500 });
    expect(earningMetadata(4550, 200)).toEqual({ points: 91, loyaltyPointsMultiplier: 200, centValue: 91 });
    expect(ZLoyaltyTransactionMetadata.parse(earningMetadata(100))).toEqual(earningMetadata(100));
  });
});

describe("the loyalty redemption cap (pos-and-accounts.md 9)", () => {
  const cap = (requested: number, creditBalance: number, loyaltyDiscountPoints: number, unpaid: number) =>
    maxLoyaltyRedemption({
      requested,
      creditBalance,
      loyaltyDiscountPoints,
      unpaidAfterOtherPayments: unpaid,
    });

  it("is the smallest of the requested amount, the points left in cents and the unpaid remainder", () => {
    expect(cap(2000, 5000, 0, 3000)).toBe(2000);
    expect(cap(2000, 1500, 0, 3000)).toBe(1500);
    expect(cap(2000, 5000, 4000, 3000)).toBe(1000);
    expect(cap(2000, 5000, 0, 1200)).toBe(1200);
  });

  it("is never below 0", () => {
    expect(cap(2000, 300, 500, 3000)).toBe(0);
    expect(cap(2000, 5000, 0, -100)).toBe(0);
    expect(cap(0, 5000, 0, 3000)).toBe(0);
  });

  it("refuses a negative request", () => {
    expect(() => cap(-1, 5000, 0, 3000)).toThrow();
  });

  it("is never above any of its three bounds and never below 0", () => {
    const amount = fc.integer({ min: -1_000_000, max: 1_000_000 });
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        amount,
        fc.nat(1_000_000),
        amount,
        (requested, creditBalance, loyaltyDiscountPoints, unpaid) => {
          const result = cap(requested, creditBalance, loyaltyDiscountPoints, unpaid);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(Math.max(0, requested));
          expect(result).toBeLessThanOrEqual(
            Math.max(0, pointsToCents(creditBalance - loyaltyDiscountPoints)),
          );
          expect(result).toBeLessThanOrEqual(Math.max(0, unpaid));
          const bounds = [requested, pointsToCents(creditBalance - loyaltyDiscountPoints), unpaid];
          expect(bounds.some((bound) => bound === result) || result === 0).toBe(true);
        },
      ),
    );
  });
});
