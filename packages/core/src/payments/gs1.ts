/**
 * GS1 element strings as a scanner sends them (GS1-128, GS1 DataMatrix, GS1 QR on Canadian cannabis packages):
 * with FNC1 as the ASCII GS character, or in the human-readable form "(01)…(10)…(17)…", optionally after an
 * AIM symbology identifier (]C1, ]d2, ]Q3). Pure: the register and the bench share it.
 */
import {
  aiLengthByPrefix,
  cset82,
  gs1Formats,
  predefinedLengthByPrefix,
  type Gs1AiFormat,
} from "./gs1-ai-format";

export interface Gs1Data {
  /** AI 01, 14 digits with a valid check digit. */
  gtin: string;
  /** AI 10: the lot (batch) number. */
  lot: string | null;
  /** AI 17: the expiry date as YYYY-MM-DD. */
  expiry: string | null;
  /** AI 21: the serial number. */
  serial: string | null;
  /** AI 13: the packaging date as YYYY-MM-DD, when the code has one. */
  packaged?: string;
}

export type Gs1Result = { ok: true; data: Gs1Data } | { ok: false; reason: string };

const groupSeparator = "\u001d";
const groupSeparatorCode = 29;

export const gs1Messages = {
  notGs1: "Not a GS1 element string",
  badLength: (ai: string) => `Wrong length for application identifier (${ai})`,
  badCharacters: (ai: string) => `Characters not allowed in application identifier (${ai})`,
  badCheckDigit: (ai: string) => `Wrong check digit in application identifier (${ai})`,
  badGtin: "The GTIN's check digit is wrong",
  badDate: (ai: string) => `The date in application identifier (${ai}) is not a valid date`,
  noGtin: "No GTIN (01) in the code",
} as const;

/** The length of an AIM symbology identifier (]C1, ]d2, ]Q3) at the start of a scan, else 0. */
function prefixLength(text: string): number {
  const kind = text[1];
  const digit = text.charCodeAt(2);
  return text[0] === "]" && (kind === "C" || kind === "d" || kind === "Q") && digit >= 48 && digit <= 57
    ? 3
    : 0;
}

const isDigits = (text: string): boolean => {
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code < 48 || code > 57) return false;
  }
  return text.length > 0;
};

/**
 * Whether a scanned text is a GS1 element string rather than a plain barcode (a bare GTIN is not). Written
 * without regular expressions: it runs on every scan.
 */
export function looksLikeGs1(text: string): boolean {
  const start = prefixLength(text);
  return (
    start > 0 ||
    text[start] === "(" ||
    text.includes(groupSeparator, start) ||
    (text.startsWith("01", start) && text.length > start + 16 && isDigits(text.slice(start + 2, start + 16)))
  );
}

/** The GS1 check digit (weights 3 and 1 from the right) of the digits in [start, end), on character codes. */
function hasValidCheckDigit(digits: string, start: number, end: number): boolean {
  let sum = 0;
  for (let at = end - 2, weight = 3; at >= start; at -= 1, weight = 4 - weight)
    sum += (digits.charCodeAt(at) - 48) * weight;
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(end - 1) - 48;
}

const daysIn = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : month === 4 || month === 6 || month === 9 || month === 11
      ? 30
      : 31;

let yearCache = { year: 0, until: 0 };
/** The current year, read from the clock once a year rather than on every scan. */
function currentYear(): number {
  const now = Date.now();
  if (now >= yearCache.until) {
    const year = new Date(now).getUTCFullYear();
    yearCache = { year, until: Date.UTC(year + 1, 0, 1) };
  }
  return yearCache.year;
}

/** The number written by the two digits at `at` (the caller checked they are digits). */
const pairAt = (text: string, at: number): number =>
  (text.charCodeAt(at) - 48) * 10 + text.charCodeAt(at + 1) - 48;
const twoDigits = (number: number): string => (number < 10 ? `0${number}` : String(number));

/** YYMMDD to YYYY-MM-DD; day 00 means the last day of the month. Century by the GS1 sliding window. */
export function gs1Date(value: string, referenceYear = currentYear()): string | null {
  if (value.length !== 6 || !isDigits(value)) return null;
  const yy = pairAt(value, 0);
  const month = pairAt(value, 2);
  const day = pairAt(value, 4);
  const current = referenceYear % 100;
  let century = referenceYear - current;
  if (yy - current >= 51) century -= 100;
  else if (yy - current <= -50) century += 100;
  const year = century + yy;
  if (month < 1 || month > 12) return null;
  const lastDay = daysIn(year, month);
  if (day > lastDay) return null;
  return `${year}-${twoDigits(month)}-${twoDigits(day === 0 ? lastDay : day)}`;
}

/** Whether a field's value fits its AI's format: lengths, digits, character set 82, check digits. */
function formatFailure(format: Gs1AiFormat, value: string): string | null {
  if (value.length < format.min || value.length > format.max) return gs1Messages.badLength(format.ai);
  let at = 0;
  for (const component of format.components) {
    if (at >= value.length) break;
    const end = Math.min(value.length, at + component.max);
    if (end - at < component.min) return gs1Messages.badLength(format.ai);
    for (let index = at; index < end; index += 1) {
      const code = value.charCodeAt(index);
      if (component.numeric ? code < 48 || code > 57 : code > 127 || cset82[code] !== 1)
        return gs1Messages.badCharacters(format.ai);
    }
    if (component.checkDigit && !hasValidCheckDigit(value, at, end))
      return format.ai === "01" ? gs1Messages.badGtin : gs1Messages.badCheckDigit(format.ai);
    at = end;
  }
  return null;
}

/**
 * Checks one field of a known AI and keeps the ones the register uses in `data`; returns why it is wrong, or
 * null. The readers below walk the code once without building lists of fields: a scan is hot.
 */
function takeField(
  format: Gs1AiFormat,
  value: string,
  data: Gs1Data,
  referenceYear: number | undefined,
): string | null {
  const failure = formatFailure(format, value);
  if (failure !== null) return failure;
  if (format.date) {
    const date = gs1Date(value, referenceYear);
    if (date === null) return gs1Messages.badDate(format.ai);
    if (format.ai === "17") data.expiry = date;
    if (format.ai === "13") data.packaged = date;
    return null;
  }
  switch (format.ai) {
    case "01":
      if (Number(value) === 0) return gs1Messages.badGtin;
      data.gtin = value;
      break;
    case "10":
      data.lot = value;
      break;
    case "21":
      data.serial = value;
  }
  return null;
}

/** The end of a field that runs to FNC1 (GS) or the end of the code. */
function separatedEnd(text: string, at: number): number {
  const separator = text.indexOf(groupSeparator, at);
  return separator === -1 ? text.length : separator;
}

/**
 * The FNC1 form: an AI's length comes from its first two digits; predefined-length fields end by length, the
 * others at GS or the end. A field of an AI not in the table is skipped the same way, never read as an error.
 */
function readSeparated(text: string, start: number, data: Gs1Data, referenceYear?: number): string | null {
  let at = start < text.length && text.charCodeAt(start) === groupSeparatorCode ? start + 1 : start;
  while (at < text.length) {
    const tens = text.charCodeAt(at) - 48;
    const units = text.charCodeAt(at + 1) - 48;
    if (tens < 0 || tens > 9 || units < 0 || units > 9) return gs1Messages.notGs1;
    const prefix = tens * 10 + units;
    const aiLength = aiLengthByPrefix[prefix] ?? 2;
    const format = gs1Formats.get(text.slice(at, at + aiLength));
    at += aiLength;
    let end: number;
    if (format === undefined) {
      const fixed = predefinedLengthByPrefix[prefix] ?? 0;
      end = fixed > 0 ? Math.min(at + fixed, text.length) : separatedEnd(text, at);
    } else {
      end = format.predefined ? Math.min(at + format.max, text.length) : separatedEnd(text, at);
      const failure = takeField(format, text.slice(at, end), data, referenceYear);
      if (failure !== null) return failure;
    }
    at = end < text.length && text.charCodeAt(end) === groupSeparatorCode ? end + 1 : end;
  }
  return null;
}

/** The human-readable form: each "(AI)" opens a field that runs to the next "("; unknown AIs are skipped. */
function readBracketed(text: string, start: number, data: Gs1Data, referenceYear?: number): string | null {
  let at = start;
  while (at < text.length) {
    const close = text.indexOf(")", at);
    const ai = text.slice(at + 1, close);
    if (text[at] !== "(" || close === -1 || ai.length < 2 || ai.length > 4 || !isDigits(ai))
      return gs1Messages.notGs1;
    const next = text.indexOf("(", close);
    at = next === -1 ? text.length : next;
    const format = gs1Formats.get(ai);
    if (format === undefined) continue;
    const failure = takeField(
      format,
      text.slice(close + 1, at).replaceAll(groupSeparator, ""),
      data,
      referenceYear,
    );
    if (failure !== null) return failure;
  }
  return null;
}

export function parseGs1(text: string, referenceYear?: number): Gs1Result {
  const trimmed = text.trim();
  if (!looksLikeGs1(trimmed)) return { ok: false, reason: gs1Messages.notGs1 };
  const start = prefixLength(trimmed);
  const data: Gs1Data = { gtin: "", lot: null, expiry: null, serial: null };
  const failure =
    trimmed[start] === "("
      ? readBracketed(trimmed, start, data, referenceYear)
      : readSeparated(trimmed, start, data, referenceYear);
  if (failure !== null) return { ok: false, reason: failure };
  if (!data.gtin) return { ok: false, reason: gs1Messages.noGtin };
  return { ok: true, data };
}

/** A GTIN-8/12/13/14 as 14 digits, so a GTIN-14 from AI 01 finds a product saved with its GTIN-12 or 13. */
export const gtinKey = (gtin: string): string => gtin.padStart(14, "0");
