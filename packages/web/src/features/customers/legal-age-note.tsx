import { comingOfAgeDate, legalAge } from "@pos/core/customers/legal-age";
import { formatDay } from "./format-day";

type LegalAgeNoteProps = {
  /** YYYY-MM-DD, or anything typed so far. */
  birthday: string | null | undefined;
  country: string;
  province: string;
  /** "today" in the store, YYYY-MM-DD. */
  today: string;
};

/**
 * The legal date of birth: the day from which this customer is of legal age in the store's province (the rule of
 * core/customers/legal-age.ts). Nothing is shown for a birthday not typed in full or a province without a rule.
 */
export function LegalAgeNote({ birthday, country, province, today }: LegalAgeNoteProps) {
  let age: number;
  let from: string;
  try {
    if (!birthday || !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return null;
    age = legalAge(country, province);
    from = comingOfAgeDate(birthday, age);
  } catch {
    return null;
  }
  const ofAge = from <= today;
  return (
    <p
      data-testid="legal-date-of-birth"
      className={`rounded-md px-3 py-2 text-sm ${ofAge ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900"}`}
    >
      Legal age here is {age}. {ofAge ? "Of legal age since" : "Not of legal age until"}{" "}
      <strong className="font-semibold">{formatDay(from)}</strong>
      {ofAge ? "." : ": this customer cannot be added to a sale before then."}
    </p>
  );
}
