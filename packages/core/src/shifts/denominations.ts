import type { CashCount } from "./shift.schema";

export type Country = "Canada" | "USA";

/** Cents. Canada withdrew the cent; the US one-dollar coin/bill is 100 cents either way. */
const denominationsByCountry: Record<Country, readonly number[]> = {
  Canada: [5, 10, 25, 100, 200, 500, 1000, 2000, 5000, 10000],
  USA: [1, 5, 10, 25, 50, 100, 500, 1000, 2000, 5000, 10000],
};

/** Up to and including 200 cents is a coin, above is a bill. */
export const coinLimit = 200;

export const denominationsOf = (country: Country): readonly number[] =>
  country === "USA" ? denominationsByCountry.USA : denominationsByCountry.Canada;

export const isCoin = (denomination: number): boolean => denomination <= coinLimit;

export function denominationGroups(country: Country): { coins: number[]; bills: number[] } {
  const all = denominationsOf(country);
  return { coins: all.filter(isCoin), bills: all.filter((value) => !isCoin(value)) };
}

/** A count field as typed: only digits are kept; empty becomes null. */
export function parseCountEntry(text: string): number | null {
  const digits = text.replace(/\D/g, "");
  return digits === "" ? null : Number.parseInt(digits, 10);
}

/** Cents in the drawer for a count. */
export function countTotal(count: CashCount): number {
  return Object.entries(count).reduce((sum, [denomination, n]) => sum + Number(denomination) * (n ?? 0), 0);
}

/** The denominations of a count that are not the company's currency, or an empty list. */
export function unknownDenominations(count: CashCount, country: Country): string[] {
  const allowed = new Set(denominationsOf(country).map(String));
  return Object.keys(count).filter((key) => !allowed.has(key));
}
