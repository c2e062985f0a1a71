const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents in, `$1,234.50` out; a dash when there is no amount. */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return "-";
  return dollars.format(cents / 100);
}

const shortUnits = [
  { value: 1e9, suffix: "B" },
  { value: 1e6, suffix: "M" },
  { value: 1e3, suffix: "K" },
] as const;

/**
 * The short dollar format: `$1.2K`, `$3.4M`, `$1B` (one decimal, cut rather than rounded up, dropped when zero);
 * under $1,000 the amount is shown whole when it has no cents: `$950`, `$950.50`.
 */
export function formatCentsShort(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return "-";
  const amount = cents / 100;
  const sign = amount < 0 ? "-" : "";
  const absolute = Math.abs(amount);
  const unit = shortUnits.find((candidate) => absolute >= candidate.value);
  if (!unit) return Number.isInteger(absolute) ? `${sign}$${absolute}` : formatCents(cents);
  const scaled = Math.floor((absolute / unit.value) * 10) / 10;
  return `${sign}$${trimDecimal(scaled)}${unit.suffix}`;
}

function trimDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** Dollars (as typed or imported) to whole cents, rounding half away from zero on the decimal digits. */
export function toCents(dollarsAmount: number): number {
  const sign = dollarsAmount < 0 ? -1 : 1;
  return sign * Math.round(Number(`${Math.abs(dollarsAmount)}e2`));
}
