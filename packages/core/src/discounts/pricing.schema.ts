import { z } from "zod";
import { ZId, zDateTime } from "../common/bounded.schema";
import { discountLimits, salesChannels, ZDiscount, type DiscountScope } from "./discount.schema";

/** The input and output of priceCart (engine.ts). Money in cents. */

const ZRef = ZId;

const isTimeZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
};

export const ZCartLine = z.object({
  lineId: ZRef,
  productId: ZRef,
  /** The master product of a child (variant), if any. */
  parentProductId: ZRef.nullable().default(null),
  /** The product's category and its ancestors. */
  categoryIds: z.array(ZRef).max(50).default([]),
  /** Pieces, or units of measure (grams) for goods sold by measure. */
  quantity: z.number().positive().max(100_000),
  unitPrice: z.number().int().min(0).max(discountLimits.maxCents),
  /** Discounts the cashier chose for this line. */
  manualDiscountIds: z.array(ZRef).max(20).default([]),
  /** The discount an unpaid order line already carries (parked sale, online order); null otherwise. */
  discountId: ZRef.nullable().default(null),
});
export type CartLineInput = z.input<typeof ZCartLine>;
export type CartLine = z.output<typeof ZCartLine>;

export const ZPricingSettings = z.object({
  /** canAccessLoyalty */
  internalLoyalty: z.boolean(),
  /** canUseExternalLoyalty */
  externalLoyalty: z.boolean(),
  /** Points each reward costs in the external program, by discount id. */
  externalRewardCosts: z.record(z.string(), z.number().int().min(0)).default({}),
  overlappingAutoDiscounts: z.boolean(),
  stackingDiscounts: z.boolean(),
  autoLoyaltyDiscount: z.boolean(),
});
export type PricingSettingsInput = z.input<typeof ZPricingSettings>;

export const ZPricingCustomer = z.object({
  id: ZRef,
  /** Balance in the product's own program. */
  loyaltyPoints: z.number().int(),
  /** Balance in the external program, when the company uses one. */
  externalPoints: z.number().int().nullable().default(null),
});
export type PricingCustomer = z.output<typeof ZPricingCustomer>;

const unique = <T>(items: readonly T[], key: (item: T) => string) =>
  new Set(items.map(key)).size === items.length;

export const ZPriceCartInput = z.object({
  lines: z
    .array(ZCartLine)
    .max(500)
    .refine((lines) => unique(lines, (line) => line.lineId), "Line ids must be unique"),
  /** Discounts the cashier chose for the whole cart: each applies to every line it covers. */
  orderDiscountIds: z.array(ZRef).max(20).default([]),
  discounts: z
    .array(ZDiscount)
    .max(2000)
    .refine((discounts) => unique(discounts, (discount) => discount.id), "Discount ids must be unique"),
  channel: z.enum(salesChannels),
  locationId: ZRef,
  at: zDateTime({ offset: true }),
  /** The location's time zone, in which schedules are read. */
  timeZone: z.string().refine(isTimeZone, "Unknown time zone"),
  customer: ZPricingCustomer.nullable().default(null),
  settings: ZPricingSettings,
});
export type PriceCartInput = z.input<typeof ZPriceCartInput>;
export type PriceCartData = z.output<typeof ZPriceCartInput>;

/** One discount on one line: the explanation shown on the receipt. */
export interface AppliedDiscount {
  id: string;
  name: string;
  scope: DiscountScope;
  amount: number;
}

export interface PricedLine {
  lineId: string;
  /** quantity × unitPrice, rounded to the cent. */
  linePrice: number;
  /** Cents off the line from item discounts. */
  discountPrice: number;
  /** Cents off the line from its share of order discounts. */
  cartDiscountPrice: number;
  /** linePrice − discountPrice − cartDiscountPrice, never below 0. */
  total: number;
  /** In the order they were applied. */
  discounts: AppliedDiscount[];
  /** The discount that took most off the line (the first applied on a tie); null without discounts. */
  discountId: string | null;
  /** The names of the applied discounts, joined with ", "; null without discounts. */
  discountMessage: string | null;
}

export const notAppliedReasons = [
  "notFound",
  "inactive",
  "channel",
  "location",
  "schedule",
  "product",
  "noCustomer",
  "points",
  "outdone",
] as const;
export type NotAppliedReason = (typeof notAppliedReasons)[number];

/** A discount the cashier chose (or an unpaid order line carried) that takes nothing off, and why. */
export interface NotAppliedDiscount {
  discountId: string;
  /** null: chosen for the whole cart. */
  lineId: string | null;
  reason: NotAppliedReason;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotal: number;
  discountTotal: number;
  total: number;
  /** Points the applied loyalty rewards cost (the payment's loyaltyDiscountPoints). */
  loyalty: { points: number; discounts: { id: string; points: number }[] };
  notApplied: NotAppliedDiscount[];
  /** Unpaid order discounts dropped by the rules of dashboard.md 4. */
  dropped: { lineId: string; discountId: string; reason: "discountGone" | "notIncluded" | "excluded" }[];
}
