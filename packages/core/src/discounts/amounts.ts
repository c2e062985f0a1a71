import type { Discount } from "./discount.schema";

/** percent (up to 2 decimals) of cents, rounded half up to the cent; exact for any cart size. */
export function percentOf(cents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  const scaled = cents * basisPoints;
  // Small enough for floating point to stay exact; BigInt otherwise.
  if (scaled < 2 ** 40) return Math.floor((scaled + 5000) / 10000);
  return Number((BigInt(cents) * BigInt(basisPoints) + 5000n) / 10000n);
}

/** What an item discount (or an order percentage) takes off what is left of a line, never more than that. */
export function lineAmount(discount: Discount, remaining: number, quantity: number): number {
  if (remaining <= 0) return 0;
  if (discount.kind === "percentage") return Math.min(remaining, percentOf(remaining, discount.value));
  const perUnit = Math.round(discount.value * quantity);
  if (discount.kind === "fixedAmount") return Math.min(remaining, perUnit);
  return Math.max(0, remaining - perUnit);
}

/**
 * Splits `total` cents across lines in proportion to their `weight` cents (largest remainder; a tie goes to the
 * smaller line id). `total` is capped at the sum of the weights, so no share exceeds its line's weight.
 */
export function spread(
  total: number,
  parts: readonly { lineId: string; weight: number }[],
): Map<string, number> {
  const sum = parts.reduce((acc, part) => acc + part.weight, 0);
  const amount = BigInt(Math.max(0, Math.min(total, sum)));
  const shares = new Map<string, number>();
  if (sum === 0 || amount === 0n) return shares;
  const exact = parts.map((part) => {
    const scaled = amount * BigInt(part.weight);
    return { lineId: part.lineId, whole: scaled / BigInt(sum), rest: scaled % BigInt(sum) };
  });
  let left = amount - exact.reduce((acc, part) => acc + part.whole, 0n);
  const byRest = [...exact].sort((a, b) =>
    a.rest === b.rest ? compareIds(a.lineId, b.lineId) : a.rest > b.rest ? -1 : 1,
  );
  const extra = new Set<string>();
  for (const part of byRest) {
    if (left === 0n) break;
    extra.add(part.lineId);
    left -= 1n;
  }
  for (const part of exact) shares.set(part.lineId, Number(part.whole) + (extra.has(part.lineId) ? 1 : 0));
  return shares;
}

/** Code-unit order, the same on every machine (localeCompare is not). */
export const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
