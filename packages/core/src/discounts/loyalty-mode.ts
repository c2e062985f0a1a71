import type { Discount } from "./discount.schema";

/** The company's loyalty set-up: its permission flags and, with an external program, that program's rewards. */
export interface LoyaltySettings {
  /** canAccessLoyalty: the company runs the product's own points program. */
  internalLoyalty: boolean;
  /** canUseExternalLoyalty: points live in an external loyalty program. */
  externalLoyalty: boolean;
  /** What each reward costs in the external program, in points, by discount id. */
  externalRewardCosts: Readonly<Record<string, number>>;
}

export type LoyaltyMode = "internal" | "external";

/** dashboard.md 4: with no internal loyalty, or with external loyalty, the external program decides. */
export const loyaltyMode = (settings: LoyaltySettings): LoyaltyMode =>
  !settings.internalLoyalty || settings.externalLoyalty ? "external" : "internal";

/**
 * dashboard.md 4: "With no internal loyalty, or with external loyalty, loyalty costs of discounts are overwritten
 * from external points and internal-loyalty discounts are switched off." Read as: in external mode a loyalty
 * discount that the external program prices takes that program's cost; every other loyalty discount is an
 * internal-loyalty one and is switched off (isActive false). Non-loyalty discounts are never touched, and in
 * internal mode nothing changes. Same discounts, same order.
 */
export function applyLoyaltyMode(discounts: readonly Discount[], settings: LoyaltySettings): Discount[] {
  if (loyaltyMode(settings) === "internal") return [...discounts];
  return discounts.map((discount) => {
    if (!discount.isLoyalty) return discount;
    const cost = Object.hasOwn(settings.externalRewardCosts, discount.id)
      ? settings.externalRewardCosts[discount.id]
      : undefined;
    return cost === undefined ? { ...discount, isActive: false } : { ...discount, loyaltyCost: cost };
  });
}
