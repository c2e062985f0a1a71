import type { Tax } from "./tax-group.schema";

export interface TaxAmount {
  name: string;
  rate: number;
  amountCents: number;
}

export interface TaxedPrice {
  priceCents: number;
  taxes: TaxAmount[];
  totalTaxCents: number;
  totalCents: number;
}

/**
 * `priceCents × rate%` to a whole cent, half a cent rounding away from zero (up for a sale, down for a refund).
 * Integer arithmetic on the rate in thousandths of a percent, so 7.125% or 0.5¢ never meets a binary fraction.
 */
export function taxCents(priceCents: number, rate: number): number {
  const rateThousandths = Math.round(rate * 1000);
  const scaled = Math.abs(priceCents) * rateThousandths;
  const denominator = 100_000;
  const rounded = Math.floor((2 * scaled + denominator) / (2 * denominator));
  return priceCents < 0 ? -rounded : rounded;
}

/** Each tax of a group is computed on the price alone (none compounds) and rounded on its own, as receipts show them. */
export function taxesFor(priceCents: number, taxes: readonly Tax[]): TaxedPrice {
  const amounts = taxes.map((tax) => ({
    name: tax.name,
    rate: tax.rate,
    amountCents: taxCents(priceCents, tax.rate),
  }));
  const totalTaxCents = amounts.reduce((sum, tax) => sum + tax.amountCents, 0);
  return { priceCents, taxes: amounts, totalTaxCents, totalCents: priceCents + totalTaxCents };
}
