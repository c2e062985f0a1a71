import { z } from "zod";

export const smsDefaults = { quantity: 500, monthlyReplenishRate: 500 } as const;

export const smsMessages = {
  notEnabled: "SMS is not enabled for this company.",
  alreadyEnabled: "SMS is already enabled for this company.",
  quantityRequired: "Please enter the quantity to add",
  replenishRequired: "Please enter the replenish rate",
  enabled: (quantity: number) => `SMS was successfully enabled with ${quantity} messages`,
  updated: "SMS quota was successfully updated",
  loadError: "There was a problem on checking the SMS for this customer.",
  saveError: "There was a problem on updating the quota / enabling SMS for this customer",
  notEnoughLeft: "Not enough SMS messages left this month.",
  negativeQuota: "The quota cannot go below 0 messages.",
} as const;

export interface SmsQuotaView {
  companyId: number;
  quantity: number;
  monthlyReplenishRate: number;
  usedThisMonth: number;
  createDate: string;
  updateDate: string;
  updatedBy: string;
  /** The name of that admin, for display; null when the user no longer exists. */
  updatedByName: string | null;
}

const count = (message: string) =>
  z.number(message).int("Use a whole number of messages").max(1_000_000, "Use at most 1,000,000 messages");

export const ZSmsCompany = z.object({ companyId: z.number().int().positive() });

export const ZEnableSmsInput = ZSmsCompany.extend({
  quantity: count(smsMessages.quantityRequired).min(1, "Enable SMS with at least 1 message"),
});
export type EnableSmsInput = z.input<typeof ZEnableSmsInput>;

/** changeQuantity is added to what is left (negative takes messages away); the rate replaces the old one. */
export const ZUpdateSmsInput = ZSmsCompany.extend({
  changeQuantity: count(smsMessages.quantityRequired).min(-1_000_000),
  monthlyReplenishRate: count(smsMessages.replenishRequired).min(0, "The replenish rate cannot be negative"),
});
export type UpdateSmsInput = z.input<typeof ZUpdateSmsInput>;

/** The share of the monthly replenish rate used this month, in percent with one decimal. */
export function smsUsagePercent(used: number, monthlyReplenishRate: number): number {
  if (monthlyReplenishRate <= 0) return used > 0 ? 100 : 0;
  return Math.round((used / monthlyReplenishRate) * 1000) / 10;
}
