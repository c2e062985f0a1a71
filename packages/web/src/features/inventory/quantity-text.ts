/** A typed quantity ("-3", "2.5", "+4"): the number, or null when it is not one. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim().replace(/^\+/, "");
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Units as people read them: up to three decimals (grams), grouped. */
export const formatUnits = (value: number): string =>
  value.toLocaleString("en-CA", { maximumFractionDigits: 3 });
