export type CurrencyInputOptions = {
  /** Largest allowed magnitude, in cents. */
  max?: number;
  onlyPositive?: boolean;
};

function minusCount(text: string): number {
  return (text.match(/-/g) ?? []).length;
}

function isNegative(text: string, onlyPositive: boolean | undefined): boolean {
  return !onlyPositive && minusCount(text) % 2 === 1;
}

/**
 * Reads what the user typed as a whole number of cents: every digit counts (so "12.34" and "1234"
 * are both 1234), an odd number of minus signs makes it negative unless onlyPositive, and the
 * magnitude is capped at max. No digits gives null.
 */
export function parseCurrencyInput(text: string, options: CurrencyInputOptions = {}): number | null {
  const digits = text.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  if (digits === "") return null;
  let cents = digits.length > 15 ? Number.MAX_SAFE_INTEGER : Number(digits);
  if (options.max !== undefined && cents > options.max) cents = Math.max(0, options.max);
  if (cents === 0) return 0;
  return isNegative(text, options.onlyPositive) ? -cents : cents;
}

/** Cents as the input shows them: 1234 -> "12.34", -5 -> "-0.05", null -> "". */
export function formatCentsForInput(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return "";
  const whole = Math.round(Math.abs(cents));
  const dollars = Math.floor(whole / 100);
  const rest = String(whole % 100).padStart(2, "0");
  return `${cents < 0 && whole !== 0 ? "-" : ""}${dollars}.${rest}`;
}

export type CurrencyInputState = { cents: number | null; display: string };

/**
 * The value and the text to show after a keystroke. A minus typed before any digit, or on a zero,
 * stays visible so the next digits come out negative.
 */
export function currencyInputChange(text: string, options: CurrencyInputOptions = {}): CurrencyInputState {
  const cents = parseCurrencyInput(text, options);
  const pendingMinus = (cents === null || cents === 0) && isNegative(text, options.onlyPositive);
  if (cents === null) return { cents, display: pendingMinus ? "-" : "" };
  return { cents, display: `${pendingMinus ? "-" : ""}${formatCentsForInput(cents)}` };
}
