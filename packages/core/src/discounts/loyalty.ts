import { z } from "zod";
import {
  defaultLoyaltyPointsMultiplier,
  ZLoyaltyPointsMultiplier,
  ZLoyaltyRedemptionInput,
  type LoyaltyRedemptionInput,
  type LoyaltyTransactionMetadata,
} from "./loyalty.schema";

/**
 * Points and cents. One point is worth one cent when spent. A sale earns multiplier / 100 points per dollar
 * (1 point per dollar at the default 100), rounded down to whole points: $12.99 earns 12 points. A refund
 * (a negative total) takes points back the same way, rounded toward zero, so a full refund takes back exactly
 * what the sale gave. Callers pass the total the customer paid other than with points.
 */
export const centsPerPoint = 1;

const ZCents = z.number().int("A total is whole cents");

export function pointsEarned(
  totalCents: number,
  multiplier: number = defaultLoyaltyPointsMultiplier,
): number {
  const rate = BigInt(ZLoyaltyPointsMultiplier.parse(multiplier));
  const total = BigInt(ZCents.parse(totalCents));
  // BigInt division truncates toward zero.
  return Number((total * rate) / 10_000n);
}

export const pointsToCents = (points: number): number => Math.trunc(points) * centsPerPoint;

/** Points needed to pay `cents`, rounded up so points never buy more than they are worth. */
export const centsToPoints = (cents: number): number => Math.ceil(cents / centsPerPoint);

/**
 * pos-and-accounts.md 9: the smallest of the requested amount, the customer's points in cents (credit balance
 * minus the points already spent on loyalty discounts) and the unpaid remainder after non-loyalty payments; never
 * below 0.
 */
export function maxLoyaltyRedemption(input: LoyaltyRedemptionInput): number {
  const { requested, creditBalance, loyaltyDiscountPoints, unpaidAfterOtherPayments } =
    ZLoyaltyRedemptionInput.parse(input);
  const pointsWorth = pointsToCents(creditBalance - loyaltyDiscountPoints);
  return Math.max(0, Math.min(requested, pointsWorth, unpaidAfterOtherPayments));
}

/** The metadata of a loyalty payment of `centValue` cents. */
export function redemptionMetadata(
  centValue: number,
  multiplier: number = defaultLoyaltyPointsMultiplier,
): LoyaltyTransactionMetadata {
  return {
    points: centsToPoints(centValue),
    loyaltyPointsMultiplier: ZLoyaltyPointsMultiplier.parse(multiplier),
    centValue,
  };
}

/** The metadata of the points a sale of `totalCents` earns. */
export function earningMetadata(
  totalCents: number,
  multiplier: number = defaultLoyaltyPointsMultiplier,
): LoyaltyTransactionMetadata {
  const points = pointsEarned(totalCents, multiplier);
  return { points, loyaltyPointsMultiplier: multiplier, centValue: pointsToCents(points) };
}
