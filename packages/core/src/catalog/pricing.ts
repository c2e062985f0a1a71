/** dashboard.md 5 and 9: margin capped at 100 (100 derives as 99.99), margin and markup to 1 decimal, whole cents. */
export const marginCap = 100;
const marginUsedForCap = 99.99;

const oneDecimal = (value: number): number => Math.round(value * 10) / 10 || 0;

/** Margin in percent of the price; null without a positive price or without a cost. */
export function marginPercent(price: number | null, cost: number | null): number | null {
  if (price === null || cost === null || price <= 0) return null;
  return oneDecimal(((price - cost) / price) * 100);
}

/** Markup in percent of the cost; null without a positive cost or without a price. */
export function markupPercent(price: number | null, cost: number | null): number | null {
  if (price === null || cost === null || cost <= 0) return null;
  return oneDecimal(((price - cost) / cost) * 100);
}

/** The price (cents) giving this margin over the cost; null without a cost or a margin. */
export function priceFromMargin(cost: number | null, margin: number | null): number | null {
  if (cost === null || margin === null || !Number.isFinite(margin)) return null;
  const capped = Math.min(oneDecimal(margin), marginCap);
  const used = capped >= marginCap ? marginUsedForCap : capped;
  return Math.round(cost / (1 - used / 100));
}

/** The price (cents) giving this markup over the cost, never below zero; null without a cost or a markup. */
export function priceFromMarkup(cost: number | null, markup: number | null): number | null {
  if (cost === null || markup === null || !Number.isFinite(markup)) return null;
  return Math.max(0, Math.round(cost * (1 + oneDecimal(markup) / 100)));
}

/** A price derived from a margin or markup above this many times the cost is only set once confirmed. */
export const confirmAboveCostTimes = 10;

/** Whether a derived price is far enough above its cost to ask before setting it (issue 15.4). */
export function derivedPriceNeedsConfirmation(price: number, cost: number): boolean {
  return price > cost * confirmAboveCostTimes;
}
