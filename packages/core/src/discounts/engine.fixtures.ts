import type { DiscountInput } from "./discount.schema";
import type { CartLineInput, PriceCartInput, PricingSettingsInput } from "./pricing.schema";

/** Builders for the engine's tests. */

export const discount = (id: string, fields: Partial<DiscountInput> = {}): DiscountInput => ({
  id,
  name: `Discount ${id}`,
  kind: "percentage",
  value: 10,
  salesChannels: ["POS"],
  ...fields,
});

export const line = (lineId: string, fields: Partial<CartLineInput> = {}): CartLineInput => ({
  lineId,
  productId: `product-${lineId}`,
  categoryIds: [],
  quantity: 1,
  unitPrice: 1000,
  ...fields,
});

export const settings = (fields: Partial<PricingSettingsInput> = {}): PricingSettingsInput => ({
  internalLoyalty: true,
  externalLoyalty: false,
  overlappingAutoDiscounts: true,
  stackingDiscounts: false,
  autoLoyaltyDiscount: false,
  ...fields,
});

/** Wednesday 15 April 2026, 14:30 in Edmonton. */
export const wednesdayAfternoon = "2026-04-15T20:30:00.000Z";

export const cart = (fields: Partial<PriceCartInput> = {}): PriceCartInput => ({
  lines: [line("a")],
  discounts: [],
  channel: "POS",
  locationId: "loc-1",
  at: wednesdayAfternoon,
  timeZone: "America/Edmonton",
  customer: null,
  settings: settings(),
  ...fields,
});
