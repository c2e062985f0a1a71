const quantityFormat = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 3 });

/** "28 g", "8 units": a quantity in a product's inventory unit. */
export function formatQuantity(quantity: number, unit?: string): string {
  const number = quantityFormat.format(quantity);
  if (!unit) return number;
  return unit === "unit" ? `${number} ${Math.abs(quantity) === 1 ? "unit" : "units"}` : `${number} ${unit}`;
}

/** A typed quantity: a positive number, or null. */
export function parseQuantity(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== "" && Number.isFinite(value) && value > 0 ? value : null;
}
