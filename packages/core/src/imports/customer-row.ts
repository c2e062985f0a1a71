import { ZEmail } from "../auth/auth.schema";
import {
  customerGenders,
  customerLimits,
  isValidPhone,
  normalizePhone,
  normalizePostalCode,
  postalCodeMessage,
  type CustomerCountry,
} from "../customers/customer.schema";

/** admin.md 3 Customer import record, in the order the preview shows them. */
export const customerColumns = [
  "name",
  "email",
  "phone",
  "cardId",
  "birthday",
  "gender",
  "city",
  "address",
  "postalCode",
  "notes",
] as const;

export const customerImportMessages = {
  nameColumn: "The file needs a Name column",
  emptyName: "The name is empty: row dropped",
  email: "The e-mail is not a valid e-mail address",
  birthday: "The birthday must be a date written YYYY/MM/DD",
  gender: "The gender must be male, female or other",
  phone: "The phone must have 10 or 11 digits, optionally starting with +",
  tooLong: (column: string, max: number) => `The ${column} is longer than ${max} characters`,
  existing: (key: string) => `Duplicate: a customer with this ${key} already exists`,
  duplicate: (row: number, key: string) => `Duplicate of row ${row} (same ${key})`,
} as const;

export interface ImportedCustomer {
  name: string;
  email: string | null;
  phone: string | null;
  cardId: string | null;
  birthday: string | null;
  gender: (typeof customerGenders)[number] | null;
  city: string | null;
  address: string | null;
  postalCode: string | null;
  notes: string | null;
}

type Parsed =
  { customer: ImportedCustomer; name: string } | { customer: null; name: string; message: string };

const isRealDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A row's fields by the rules of admin.md 5; the first broken rule is the row's reason to be skipped. */
export function parseCustomerRow(
  cell: (name: string) => string | undefined,
  country: CustomerCountry,
): Parsed {
  const text = (name: string) => {
    const value = cell(name)?.trim() ?? "";
    return value === "" ? null : value;
  };
  const name = text("name") ?? "";
  const refuse = (message: string): Parsed => ({ customer: null, name, message });
  if (name === "") return refuse(customerImportMessages.emptyName);
  if (name.length > customerLimits.nameLength)
    return refuse(customerImportMessages.tooLong("name", customerLimits.nameLength));
  const rawEmail = text("email");
  const email = rawEmail === null ? null : ZEmail.safeParse(rawEmail);
  if (email && !email.success) return refuse(customerImportMessages.email);
  const rawPhone = text("phone");
  const phone = rawPhone === null ? null : rawPhone.replace(/[\s-]/g, "");
  if (phone !== null && !isValidPhone(normalizePhone(phone))) return refuse(customerImportMessages.phone);
  const rawBirthday = text("birthday");
  const birthday = rawBirthday === null ? null : rawBirthday.replaceAll("/", "-");
  if (rawBirthday !== null && (!/^\d{4}\/\d{2}\/\d{2}$/.test(rawBirthday) || !isRealDate(birthday ?? "")))
    return refuse(customerImportMessages.birthday);
  const rawGender = text("gender")?.toLowerCase() ?? null;
  const gender = customerGenders.find((value) => value === rawGender) ?? null;
  if (rawGender !== null && gender === null) return refuse(customerImportMessages.gender);
  const rawPostal = text("postalCode");
  const postalCode = rawPostal === null ? null : normalizePostalCode(rawPostal, country);
  if (rawPostal !== null && postalCode === null) return refuse(postalCodeMessage(country));
  const limited = (column: string, max: number) => {
    const value = text(column);
    return value !== null && value.length > max ? undefined : value;
  };
  const cardId = limited("cardId", customerLimits.cardIdLength);
  const city = limited("city", customerLimits.textLength);
  const address = limited("address", customerLimits.textLength);
  const notes = limited("notes", customerLimits.notesLength);
  if (cardId === undefined)
    return refuse(customerImportMessages.tooLong("card id", customerLimits.cardIdLength));
  if (city === undefined) return refuse(customerImportMessages.tooLong("city", customerLimits.textLength));
  if (address === undefined)
    return refuse(customerImportMessages.tooLong("address", customerLimits.textLength));
  if (notes === undefined) return refuse(customerImportMessages.tooLong("notes", customerLimits.notesLength));
  return {
    name,
    customer: {
      name,
      email: email?.success ? email.data : null,
      phone,
      cardId,
      birthday,
      gender,
      city,
      address,
      postalCode,
      notes,
    },
  };
}
