import { z } from "zod";
import { ZPageKey } from "../common/bounded.schema";
import { ZLoyaltyPointsMultiplier } from "../discounts/loyalty.schema";

/**
 * The loyalty page (customers/loyalty) and balance adjustments. Procedures (CAN_MANAGE_CUSTOMERS):
 *   loyalty.settings { companyId } -> LoyaltySettingsView
 *   loyalty.setMultiplier { companyId, loyaltyPointsMultiplier } -> LoyaltySettingsView
 *   loyalty.adjust { companyId, customerId, balance, change, reason } -> the customer's new balances
 *   loyalty.ledger { companyId, customerId, limit, lastEvaluatedKey? } -> { items, count, lastEvaluatedKey }
 *   loyalty.topCustomers { companyId, limit } -> CustomerListRow[] (most points first)
 */

export const loyaltyBalances = ["loyaltyPoints", "creditBalance"] as const;
export type LoyaltyBalance = (typeof loyaltyBalances)[number];

export const loyaltyMessages = {
  changeRequired: "Enter a change other than 0",
  wholeNumber: "Enter a whole number",
  changeTooLarge: "The change is too large",
  reasonRequired: "Enter the reason for the change",
  reasonTooLong: "The reason is at most 200 characters",
  negativePoints: (balance: number) => `The customer has ${balance} points; a balance cannot go below 0.`,
  negativeCredit: "The customer's credit balance cannot go below $0.00.",
} as const;

const ZCompanyId = z.coerce.number().int().positive();
const ZCustomerId = z.string().trim().min(1).max(64);

export const ZSetMultiplierInput = z.object({
  companyId: ZCompanyId,
  loyaltyPointsMultiplier: ZLoyaltyPointsMultiplier,
});
export type SetMultiplierInput = z.input<typeof ZSetMultiplierInput>;

/** change: points for loyaltyPoints, cents for creditBalance; negative takes away. */
export const ZAdjustBalanceInput = z.object({
  companyId: ZCompanyId,
  customerId: ZCustomerId,
  balance: z.enum(loyaltyBalances),
  change: z
    .number()
    .int(loyaltyMessages.wholeNumber)
    .min(-100_000_000, loyaltyMessages.changeTooLarge)
    .max(100_000_000, loyaltyMessages.changeTooLarge)
    .refine((value) => value !== 0, loyaltyMessages.changeRequired),
  reason: z.string().trim().min(1, loyaltyMessages.reasonRequired).max(200, loyaltyMessages.reasonTooLong),
});
export type AdjustBalanceInput = z.input<typeof ZAdjustBalanceInput>;

export const ZLedgerInput = z.object({
  companyId: ZCompanyId,
  customerId: ZCustomerId,
  limit: z.number().int().min(1).max(100).default(20),
  lastEvaluatedKey: ZPageKey.nullish(),
});
export type LedgerInput = z.input<typeof ZLedgerInput>;

export const ZTopCustomersInput = z.object({
  companyId: ZCompanyId,
  limit: z.number().int().min(1).max(100).default(20),
});
export type TopCustomersInput = z.input<typeof ZTopCustomersInput>;

export interface LoyaltySettingsView {
  /** Company metadata loyaltyPointsMultiplier; 100 (1 point per dollar) when never set. */
  loyaltyPointsMultiplier: number;
  /** Permission flags switched by admins. */
  canAccessLoyalty: boolean;
  canUseExternalLoyalty: boolean;
  autoLoyaltyDiscount: boolean;
}

export interface LedgerEntry {
  entryId: string;
  customerId: string;
  balance: LoyaltyBalance;
  change: number;
  /** The balance after the change. */
  balanceAfter: number;
  reason: string;
  /** Who made the change (user id), or "system". */
  actorId: string;
  createDate: string;
}

export interface LedgerPage {
  items: LedgerEntry[];
  count: number;
  lastEvaluatedKey: Record<string, string> | null;
}

export interface AdjustedBalances {
  customerId: string;
  loyaltyPoints: number;
  creditBalance: number;
  entry: LedgerEntry;
}
