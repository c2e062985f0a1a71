export type CurrencyInputOptions = {
  /** Largest allowed magnitude, in cents. */
  max?: number;
  onlyPositive?: boolean;
};

/** What the input shows after a keystroke, the cents it stands for (null: nothing typed), and the caret. */
export type MoneyText = { text: string; cents: number | null; caret: number };

/** Whole dollars beyond this many digits are not taken (the cents stay exact integers). */
const maxWholeDigits = 12;

function isNegative(text: string, onlyPositive: boolean | undefined): boolean {
  return !onlyPositive && (text.match(/-/g) ?? []).length % 2 === 1;
}

/** The kept characters of what was typed, each with where it was typed: digits, one point, two decimals. */
function keptCharacters(raw: string): { char: string; at: number }[] {
  const kept: { char: string; at: number }[] = [];
  let point = false;
  let whole = 0;
  let decimals = 0;
  for (let at = 0; at < raw.length; at += 1) {
    const char = raw.charAt(at);
    if (char === "." && !point) {
      point = true;
      kept.push({ char, at });
    } else if (/\d/.test(char) && (point ? decimals < 2 : whole < maxWholeDigits)) {
      if (point) decimals += 1;
      else whole += 1;
      kept.push({ char, at });
    }
  }
  // "007" reads as "7"; a zero before the point stays ("0.5").
  while (kept.length > 1 && kept[0]?.char === "0" && /\d/.test(kept[1]?.char ?? "")) kept.shift();
  return kept;
}

function centsOf(body: string): number | null {
  if (!/\d/.test(body)) return null;
  const [whole = "", fraction = ""] = body.split(".");
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as the input shows them: 1234 -> "12.34", -5 -> "-0.05", null -> "". */
export function formatCentsForInput(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return "";
  const whole = Math.round(Math.abs(cents));
  const dollars = Math.floor(whole / 100);
  const rest = String(whole % 100).padStart(2, "0");
  return `${cents < 0 && whole !== 0 ? "-" : ""}${dollars}.${rest}`;
}

/**
 * Reads dollars as people type them ("50" is $50.00, "12.34" is $12.34): digits and one decimal point with at
 * most two decimals are kept, anything else is dropped; an odd number of minus signs makes the amount negative
 * unless onlyPositive (dashboard.md 5); the magnitude is capped at max. The caret stays after the character it
 * followed, whatever was dropped before it.
 */
export function readMoneyInput(raw: string, caret: number, options: CurrencyInputOptions = {}): MoneyText {
  const sign = isNegative(raw, options.onlyPositive) ? "-" : "";
  const kept = keptCharacters(raw);
  const body = kept.map((entry) => entry.char).join("");
  const cents = centsOf(body);
  if (cents !== null && options.max !== undefined && cents > options.max) {
    const capped = Math.max(0, options.max);
    const text = `${capped === 0 ? "" : sign}${formatCentsForInput(capped)}`;
    return { text, cents: sign && capped !== 0 ? -capped : capped, caret: text.length };
  }
  const before = kept.filter((entry) => entry.at < caret).length;
  return {
    text: `${sign}${body}`,
    cents: cents === null || cents === 0 || !sign ? cents : -cents,
    caret: sign.length + before,
  };
}

/** The amount typed so far, in cents; null when nothing is typed. */
export function parseCurrencyInput(text: string, options: CurrencyInputOptions = {}): number | null {
  return readMoneyInput(text, text.length, options).cents;
}
