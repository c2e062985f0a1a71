import { z } from "zod";

/** pos-and-accounts.md 3 and 9: the company's multiplier (company metadata loyaltyPointsMultiplier), default 100. */
export const defaultLoyaltyPointsMultiplier = 100;

/** 150 earns 1.5 points per dollar; whole numbers only, so earning stays exact. */
export const ZLoyaltyPointsMultiplier = z
  .number()
  .int("The loyalty points multiplier is a whole number")
  .min(0, "The loyalty points multiplier cannot be negative")
  .max(10_000, "The loyalty points multiplier is at most 10000");

/** Cents, and points, as whole numbers. */
const ZWhole = z.number().int().min(-1e15).max(1e15);

/** pos-and-accounts.md 5 and 9: what the loyalty payment of a sale may take. */
export const ZLoyaltyRedemptionInput = z.object({
  /** Cents the cashier asks to pay with points. */
  requested: ZWhole.min(0),
  /** The customer's points balance. */
  creditBalance: ZWhole,
  /** Points this payment already spends on loyalty discounts (priceCart's loyalty.points). */
  loyaltyDiscountPoints: ZWhole.min(0),
  /** Cents still unpaid after the payment's other (non-loyalty) transactions; below 0 when overpaid. */
  unpaidAfterOtherPayments: ZWhole,
});
export type LoyaltyRedemptionInput = z.input<typeof ZLoyaltyRedemptionInput>;

/** pos-and-accounts.md 3: the metadata of a loyalty transaction. */
export const ZLoyaltyTransactionMetadata = z.object({
  /** Points the transaction moves: spent on a loyalty payment, earned on a sale. */
  points: z.number().int(),
  /** The company's multiplier when the transaction was made. */
  loyaltyPointsMultiplier: ZLoyaltyPointsMultiplier,
  /** What those points are worth in cents. */
  centValue: z.number().int(),
});
export type LoyaltyTransactionMetadata = z.infer<typeof ZLoyaltyTransactionMetadata>;
