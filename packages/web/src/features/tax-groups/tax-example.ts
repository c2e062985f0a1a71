import { formatCents } from "@pos/core/common/money";
import { taxesFor } from "@pos/core/catalog/tax-math";
import type { Tax } from "@pos/core/catalog/tax-group.schema";

/** 5 → "5%", 9.975 → "9.975%". */
export const formatRate = (rate: number): string => `${Number(rate.toFixed(3))}%`;

/** Taxes being typed: those with a name and a usable rate count, the others are left out of the example. */
export function usableTaxes(taxes: readonly { name?: string; rate?: number }[]): Tax[] {
  return taxes.flatMap((tax) =>
    tax.name?.trim() &&
    typeof tax.rate === "number" &&
    Number.isFinite(tax.rate) &&
    tax.rate >= 0 &&
    tax.rate <= 100
      ? [{ name: tax.name.trim(), rate: tax.rate }]
      : [],
  );
}

/** "A $10.00 item: GST 5% $0.50, PST 7% $0.70, total $11.20". */
export function exampleText(priceCents: number, taxes: readonly Tax[]): string {
  const taxed = taxesFor(priceCents, taxes);
  const parts = taxed.taxes.map(
    (tax) => `${tax.name} ${formatRate(tax.rate)} ${formatCents(tax.amountCents)}`,
  );
  return `A ${formatCents(priceCents)} item: ${parts.length > 0 ? parts.join(", ") : "no tax"}, total ${formatCents(taxed.totalCents)}`;
}

/** The rates added up: "12%" for GST 5% and PST 7%. */
export const combinedRate = (taxes: readonly Tax[]): string =>
  formatRate(taxes.reduce((sum, tax) => sum + tax.rate * 1000, 0) / 1000);
