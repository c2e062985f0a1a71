import type { Tax } from "../catalog/tax-group.schema";

/** What a rule needs of a tax configuration (pure: the web app's register and the server use it alike). */
export interface TaxConfigRule {
  id: string;
  locationIds: string[];
  categoryIds: string[];
  taxes: Tax[];
  depositCents: number;
  isActive: boolean;
}

export interface TaxedProduct {
  /** The configurations chosen on the product; empty: the rules by category decide. */
  taxConfigs: readonly string[];
  /** The product's category and its ancestors. */
  categoryIds: readonly string[];
}

/**
 * The configurations that tax a product at a location: those chosen on the product; else those naming its category
 * (or an ancestor); else the default ones (no category). Only active configurations of that location count.
 */
export function configsFor(
  product: TaxedProduct,
  locationId: string,
  rules: readonly TaxConfigRule[],
): TaxConfigRule[] {
  const here = rules.filter(
    (rule) => rule.isActive && (rule.locationIds.length === 0 || rule.locationIds.includes(locationId)),
  );
  if (product.taxConfigs.length > 0) return here.filter((rule) => product.taxConfigs.includes(rule.id));
  const byCategory = here.filter((rule) => rule.categoryIds.some((id) => product.categoryIds.includes(id)));
  return byCategory.length > 0 ? byCategory : here.filter((rule) => rule.categoryIds.length === 0);
}

/** The taxes (each name once, the first configuration's rate kept) and the deposit of the configurations; null: none apply. */
export function configuredTaxes(
  rules: readonly TaxConfigRule[],
): { taxes: Tax[]; depositCents: number } | null {
  if (rules.length === 0) return null;
  const taxes = new Map<string, Tax>();
  for (const tax of rules.flatMap((rule) => rule.taxes))
    if (!taxes.has(tax.name.toLowerCase())) taxes.set(tax.name.toLowerCase(), tax);
  const depositCents = rules.reduce((sum, rule) => sum + rule.depositCents, 0);
  return { taxes: [...taxes.values()], depositCents };
}
