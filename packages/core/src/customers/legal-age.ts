import { AppError } from "../common/errors";

/**
 * The one place of the legal age rule for buying cannabis: 18 in Alberta, 21 in Quebec, 19 in the other Canadian
 * provinces and territories, 21 in every US state (and DC).
 *
 * A customer is of age from the start of their birthday, in the store's time zone. Someone born on 29 February
 * comes of age on 1 March in a year without a 29 February (never a day early).
 */

const canadianAges: Readonly<Record<string, number>> = {
  AB: 18,
  BC: 19,
  MB: 19,
  NB: 19,
  NL: 19,
  NS: 19,
  NT: 19,
  NU: 19,
  ON: 19,
  PE: 19,
  QC: 21,
  SK: 19,
  YT: 19,
};

const usAge = 21;

export const legalAgeMessages = {
  unknownCountry: (country: string) => `Legal age is not known for the country "${country}"`,
  unknownProvince: (province: string) => `"${province}" is not a Canadian province or territory`,
  badBirthday: "Enter the birthday as a date (YYYY-MM-DD)",
  underAge: (age: number) =>
    `This customer is under ${age}, the legal age in this store's province, and cannot be added to a sale.`,
} as const;

export function legalAge(country: string, province: string): number {
  if (country === "USA") return usAge;
  if (country !== "Canada") throw new AppError("INVALID_INPUT", legalAgeMessages.unknownCountry(country));
  const age = canadianAges[province.trim().toUpperCase()];
  if (age === undefined) throw new AppError("INVALID_INPUT", legalAgeMessages.unknownProvince(province));
  return age;
}

function parseBirthday(birthday: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) throw new AppError("INVALID_INPUT", legalAgeMessages.badBirthday);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new AppError("INVALID_INPUT", legalAgeMessages.badBirthday);
  }
  return { year, month, day };
}

/** The local calendar date of a moment in a time zone, as YYYY-MM-DD. */
function localDate(on: Date, timeZone: string): string {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts = Object.fromEntries(format.formatToParts(on).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** The first day on which someone born on `birthday` is `age` years old. */
export function comingOfAgeDate(birthday: string, age: number): string {
  const { year, month, day } = parseBirthday(birthday);
  // Date.UTC rolls 29 February of a year without one over to 1 March.
  const date = new Date(Date.UTC(year + age, month - 1, day));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

export function isOfLegalAge(
  birthday: string,
  on: Date,
  timeZone: string,
  country: string,
  province: string,
): boolean {
  return localDate(on, timeZone) >= comingOfAgeDate(birthday, legalAge(country, province));
}

/**
 * Refuses to attach an under-age customer to a sale. A customer without a birthday on file is not refused: the
 * cashier checks their ID in the store.
 */
export function assertOfLegalAge(
  birthday: string | null,
  on: Date,
  timeZone: string,
  country: string,
  province: string,
): void {
  if (birthday === null) return;
  if (!isOfLegalAge(birthday, on, timeZone, country, province)) {
    throw new AppError("INVALID_INPUT", legalAgeMessages.underAge(legalAge(country, province)));
  }
}
