/**
 * GS1 element strings as a scanner sends them (GS1-128, GS1 DataMatrix, GS1 QR on Canadian cannabis packages):
 * with FNC1 as the ASCII GS character, or in the human-readable form "(01)…(10)…(17)…", optionally after an
 * AIM symbology identifier (]C1, ]d2, ]Q3). Pure: the register and the bench share it.
 */
export interface Gs1Data {
  /** AI 01, 14 digits with a valid check digit. */
  gtin: string;
  /** AI 10: the lot (batch) number. */
  lot: string | null;
  /** AI 17: the expiry date as YYYY-MM-DD. */
  expiry: string | null;
  /** AI 21: the serial number. */
  serial: string | null;
}

export type Gs1Result = { ok: true; data: Gs1Data } | { ok: false; reason: string };

const groupSeparator = "\u001d";

/** Fixed-length AIs with their data length; the others here are variable, up to 20 characters. */
const fixedLength: Record<string, number> = { "01": 14, "11": 6, "13": 6, "15": 6, "17": 6 };
const variableLength: Record<string, number> = { "10": 20, "21": 20 };

export const gs1Messages = {
  notGs1: "Not a GS1 element string",
  unknownAi: (ai: string) => `Unknown application identifier (${ai})`,
  badLength: (ai: string) => `Wrong length for application identifier (${ai})`,
  badGtin: "The GTIN's check digit is wrong",
  badDate: "The expiry date is not a valid date",
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

/** The GS1 check digit (weights 3 and 1 from the right) of a 14-digit string, on character codes (a scan is hot). */
function hasValidCheckDigit(digits: string): boolean {
  let sum = 0;
  for (let at = 0; at < 13; at += 1) sum += (digits.charCodeAt(at) - 48) * (at % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(13) - 48;
}

const daysIn = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
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

/** YYMMDD to YYYY-MM-DD; day 00 means the last day of the month. Century by the GS1 sliding window. */
export function gs1Date(value: string, referenceYear = currentYear()): string | null {
  if (value.length !== 6 || !isDigits(value)) return null;
  const yy = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  const current = referenceYear % 100;
  let century = referenceYear - current;
  if (yy - current >= 51) century -= 100;
  else if (yy - current <= -50) century += 100;
  const year = century + yy;
  if (month < 1 || month > 12) return null;
  const lastDay = daysIn(year, month);
  if (day > lastDay) return null;
  const pad = (number: number) => String(number).padStart(2, "0");
  return `${year}-${pad(month)}-${pad(day === 0 ? lastDay : day)}`;
}

/** The human-readable form: each "(AI)" opens a field that runs to the next "(". */
function bracketFields(body: string): [string, string][] | null {
  const fields: [string, string][] = [];
  const pattern = /\((\d{2,4})\)([^(]*)/g;
  let consumed = 0;
  for (const match of body.matchAll(pattern)) {
    if (match.index !== consumed) return null;
    fields.push([match[1] as string, (match[2] as string).replaceAll(groupSeparator, "")]);
    consumed = match.index + match[0].length;
  }
  return consumed === body.length && fields.length > 0 ? fields : null;
}

/** The FNC1 form: fixed fields by length, variable ones up to GS or the end. */
function separatedFields(body: string): [string, string][] | string {
  const fields: [string, string][] = [];
  let at = body.startsWith(groupSeparator) ? 1 : 0;
  while (at < body.length) {
    const ai = body.slice(at, at + 2);
    at += 2;
    const fixed = fixedLength[ai];
    if (fixed !== undefined) {
      fields.push([ai, body.slice(at, at + fixed)]);
      at += fixed;
      if (body[at] === groupSeparator) at += 1;
      continue;
    }
    if (variableLength[ai] === undefined) return gs1Messages.unknownAi(ai);
    const end = body.indexOf(groupSeparator, at);
    const stop = end === -1 ? body.length : end;
    fields.push([ai, body.slice(at, stop)]);
    at = stop + 1;
  }
  return fields;
}

export function parseGs1(text: string, referenceYear?: number): Gs1Result {
  const trimmed = text.trim();
  if (!looksLikeGs1(trimmed)) return { ok: false, reason: gs1Messages.notGs1 };
  const body = trimmed.slice(prefixLength(trimmed));
  const fields = body.startsWith("(") ? bracketFields(body) : separatedFields(body);
  if (fields === null) return { ok: false, reason: gs1Messages.notGs1 };
  if (typeof fields === "string") return { ok: false, reason: fields };
  const data: Gs1Data = { gtin: "", lot: null, expiry: null, serial: null };
  for (const [ai, value] of fields) {
    const fixed = fixedLength[ai];
    const variable = variableLength[ai];
    if (fixed === undefined && variable === undefined)
      return { ok: false, reason: gs1Messages.unknownAi(ai) };
    const lengthOk =
      fixed !== undefined ? value.length === fixed : value.length >= 1 && value.length <= (variable ?? 0);
    if (!lengthOk) return { ok: false, reason: gs1Messages.badLength(ai) };
    if (ai === "01") {
      if (!isDigits(value) || !hasValidCheckDigit(value) || Number(value) === 0)
        return { ok: false, reason: gs1Messages.badGtin };
      data.gtin = value;
    } else if (ai === "10") data.lot = value;
    else if (ai === "21") data.serial = value;
    else if (ai === "17") {
      const expiry = gs1Date(value, referenceYear);
      if (expiry === null) return { ok: false, reason: gs1Messages.badDate };
      data.expiry = expiry;
    }
  }
  if (!data.gtin) return { ok: false, reason: gs1Messages.noGtin };
  return { ok: true, data };
}

/** A GTIN-8/12/13/14 as 14 digits, so a GTIN-14 from AI 01 finds a product saved with its GTIN-12 or 13. */
export const gtinKey = (gtin: string): string => gtin.padStart(14, "0");
