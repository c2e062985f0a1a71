import { z } from "zod";
import { ZRegionCode } from "../common/region.schema";
import { zText } from "../common/bounded.schema";
import { ZEmail } from "../auth/auth.schema";

/**
 * Customers of a company (issue 5). Procedures:
 *   dashboard (CAN_MANAGE_CUSTOMERS): customers.{list, search, get, create, update, payments}
 *   register (device token, company and location from the device): customers.pos.{search, get, create, update}
 * list and search return an offset page { items, count, offset, limit } served from an in-memory index.
 * loyaltyPoints and creditBalance are changed only through loyalty.adjust (logged with a reason), never by the form.
 */

export const customerLimits = {
  nameLength: 120,
  textLength: 200,
  notesLength: 2000,
  cardIdLength: 64,
} as const;

export const customerGenders = ["male", "female", "other"] as const;

export const customerPageSizes = [10, 20, 30, 50, 100] as const;
export const defaultCustomerPageSize = 20;

export const customerMessages = {
  nameRequired: "Name is required",
  nameTooLong: `Name is at most ${customerLimits.nameLength} characters`,
  phone: "Enter a phone number of 10 or 11 digits, optionally starting with +",
  postalCode: "Enter a postal code like A1A 1A1",
  zipCode: "Enter a ZIP code like 12345 or 12345-6789",
  province: "Choose a province from the list",
  state: "Choose a state from the list",
  birthday: "Enter the birthday as a date (YYYY-MM-DD)",
  birthdayInFuture: "The birthday cannot be in the future",
  tooLong: (max: number) => `At most ${max} characters`,
  notFound: "Customer not found",
  pageSize: "Choose 10, 20, 30, 50 or 100 per page",
} as const;

/** admin.md 5: blank means none; spaces, dashes, dots and brackets are dropped before the check. */
export const normalizePhone = (value: string): string => value.replace(/[\s\-.()]/g, "");
export const isValidPhone = (value: string): boolean => /^\+?\d{10,11}$/.test(value);

/** Canadian postal code (letter-digit alternating, A1A 1A1), stored upper case with one space. */
const canadianPostal = /^([A-Za-z]\d[A-Za-z])[\s-]?(\d[A-Za-z]\d)$/;
const usZip = /^\d{5}(-\d{4})?$/;

export type CustomerCountry = "Canada" | "USA";

/** The stored form of a postal code for the company's country, or null when it is not one. */
export function normalizePostalCode(value: string, country: CustomerCountry): string | null {
  const trimmed = value.trim();
  if (country === "USA") return usZip.test(trimmed) ? trimmed : null;
  const match = canadianPostal.exec(trimmed);
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : null;
}

export const postalCodeMessage = (country: CustomerCountry): string =>
  country === "USA" ? customerMessages.zipCode : customerMessages.postalCode;

/** The state (USA) or province (elsewhere) must be one of the company's country; the server checks it. */
export const regionMessage = (country: CustomerCountry): string =>
  country === "USA" ? customerMessages.state : customerMessages.province;

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

const optionalText = (max: number) =>
  z
    .string()
    .max(max + 100, customerMessages.tooLong(max))
    .nullish()
    .transform(blankToNull)
    .pipe(z.string().max(max, customerMessages.tooLong(max)).nullable());

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const ZBirthday = zText()
  .nullish()
  .transform(blankToNull)
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, customerMessages.birthday)
      .refine(isRealDate, customerMessages.birthday)
      .refine((value) => value >= "1900-01-01", customerMessages.birthday)
      .nullable(),
  );

/**
 * The customer form. The postal code is checked against the company's country on the server (a Canadian
 * pattern, or a US ZIP code for US companies); the form can use normalizePostalCode for the same check.
 */
export const ZCustomerFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, customerMessages.nameRequired)
    .max(customerLimits.nameLength, customerMessages.nameTooLong),
  email: zText(400).nullish().transform(blankToNull).pipe(ZEmail.nullable()),
  phone: zText()
    .nullish()
    .transform((value) => blankToNull(value === null || value === undefined ? value : normalizePhone(value)))
    .pipe(z.string().refine(isValidPhone, customerMessages.phone).nullable()),
  cardId: optionalText(customerLimits.cardIdLength),
  birthday: ZBirthday,
  gender: z
    .enum(customerGenders)
    .nullish()
    .transform((value) => value ?? null),
  city: optionalText(customerLimits.textLength),
  address: optionalText(customerLimits.textLength),
  postalCode: optionalText(20),
  /** A province or state code (AB, WA); null is the selector's None. */
  province: ZRegionCode,
  notes: optionalText(customerLimits.notesLength),
});
export type CustomerFieldsInput = z.input<typeof ZCustomerFields>;
export type CustomerFields = z.output<typeof ZCustomerFields>;

const ZCompanyId = z.coerce.number().int().positive();
const ZCustomerId = z.string().trim().min(1).max(64);

export const ZCreateCustomerInput = z.object({ companyId: ZCompanyId, customer: ZCustomerFields });
export type CreateCustomerInput = z.input<typeof ZCreateCustomerInput>;

/** The whole form replaces the saved fields; balances are not part of it. */
export const ZUpdateCustomerInput = z.object({
  companyId: ZCompanyId,
  customerId: ZCustomerId,
  customer: ZCustomerFields,
});
export type UpdateCustomerInput = z.input<typeof ZUpdateCustomerInput>;

export const ZCustomerRef = z.object({ companyId: ZCompanyId, customerId: ZCustomerId });
export type CustomerRef = z.input<typeof ZCustomerRef>;

/** Matches name, phone, e-mail or card id (case and accents ignored; phone digits ignore punctuation). */
export const ZListCustomersInput = z.object({
  companyId: ZCompanyId,
  searchQuery: z.string().max(200).optional(),
  offset: z
    .number()
    .int()
    .max(10_000_000)
    .transform((value) => Math.max(0, value))
    .default(0),
  limit: z
    .number()
    .int()
    .refine((value) => (customerPageSizes as readonly number[]).includes(value), customerMessages.pageSize)
    .default(defaultCustomerPageSize),
});
export type ListCustomersInput = z.input<typeof ZListCustomersInput>;

/** The register's inputs: the company comes from the device. */
export const ZPosCustomerSearchInput = ZListCustomersInput.omit({ companyId: true });
export const ZPosCustomerRef = z.object({ customerId: ZCustomerId });
export const ZPosCreateCustomerInput = z.object({ customer: ZCustomerFields });
export const ZPosUpdateCustomerInput = z.object({ customerId: ZCustomerId, customer: ZCustomerFields });

export interface Customer extends CustomerFields {
  id: string;
  companyId: number;
  /** Loyalty points balance (one point is worth one cent when spent). */
  loyaltyPoints: number;
  /** Store credit in cents. */
  creditBalance: number;
  createDate: string;
  updateDate: string;
}

/** One row of the customer list. */
export type CustomerListRow = Pick<
  Customer,
  "id" | "name" | "email" | "phone" | "cardId" | "birthday" | "loyaltyPoints" | "creditBalance"
>;

export interface CustomerListPage {
  items: CustomerListRow[];
  count: number;
  offset: number;
  limit: number;
}

/** The register also learns whether the customer may be attached to a sale today. */
export interface PosCustomer extends Customer {
  /** null when the customer may be attached; otherwise the reason shown to the cashier. */
  attachBlockedReason: string | null;
}
