/** Keeps what a decimal number may contain: digits and the first dot, at most `decimals` digits after it. */
export function cleanDecimal(text: string, decimals: number): string {
  const kept = text.replace(/,/g, ".").replace(/[^\d.]/g, "");
  const dot = kept.indexOf(".");
  if (dot === -1) return kept;
  const fraction = kept.slice(dot + 1).replace(/\./g, "");
  return decimals === 0 ? kept.slice(0, dot) : `${kept.slice(0, dot)}.${fraction.slice(0, decimals)}`;
}

/** The number a cleaned text stands for; nothing typed (or a lone dot) is null. */
export function parseDecimal(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const value = Number(text.endsWith(".") ? text.slice(0, -1) : text);
  return Number.isFinite(value) ? value : null;
}

/** A number as the input shows it: up to `decimals` decimals, no trailing zeros; null is empty. */
export function formatDecimal(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  return String(Number(value.toFixed(decimals)));
}

/** A tag as a chip shows it: the first 16 characters, an ellipsis when cut. */
export function tagLabel(tag: string, length: number): string {
  const characters = Array.from(tag);
  return characters.length <= length ? tag : `${characters.slice(0, length).join("")}…`;
}
