import { z } from "zod";
import { ZId, zText } from "../common/bounded.schema";
import { ZRegionCode } from "../common/region.schema";

/** settings/locations (dashboard.md 2) with admin.md 5's phone, licence (CRSA) and postal code rules. */
export const locationMessages = {
  nameRequired: "Location name is required",
  phone: "Enter a phone number of 10 or 11 digits (an optional leading +)",
  crsa: "The CRSA store id is CRSA followed by exactly 7 digits, e.g. CRSA1234567",
  crsaTaken: "Another location of this company already has this CRSA store id",
  postalCode: "Enter a Canadian postal code like A1A 1A1",
  zipCode: "Enter a ZIP code like 12345 or 12345-6789",
  time: "Enter a time as HH:MM",
  closeAfterOpen: "The closing time must be after the opening time",
  timezone: "Choose a time zone from the list",
  taxGroup: "Choose one of the company's tax groups",
  region: (country: string) =>
    country === "USA" ? "Choose a state from the list" : "Choose a province from the list",
  notFound: "Location not found",
  hidden: "This location is hidden; only support can bring it back",
  lastLocation: "A company keeps at least one location: add another before hiding this one",
  updated: (name: string) => `Successfully updated ${name}`,
  added: (name: string) => `${name} was added`,
  hiddenDone: (name: string) => `${name} is hidden`,
} as const;

export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

/** The IANA time zones this runtime knows (Node and the browser read the same ICU data). */
export const timeZoneNames: readonly string[] = Intl.supportedValuesOf("timeZone");

const digitsOnly = (value: string) => value.replace(/[\s().-]/g, "");
/** admin.md 5: optional, 10 or 11 digits with an optional leading plus (spaces, dashes, dots, brackets allowed). */
export const isValidPhone = (value: string): boolean => /^\+?\d{10,11}$/.test(digitsOnly(value));
/** admin.md 5: a licence number is valid only as CRSA plus exactly 7 digits. */
export const isValidCrsa = (value: string): boolean => /^CRSA\d{7}$/.test(value);
const canadianPostal = /^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)$/;
const usZip = /^\d{5}(-\d{4})?$/;

const optionalText = (max: number) =>
  zText(max)
    .trim()
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null);

const ZTime = zText(5).regex(/^([01]\d|2[0-3]):[0-5]\d$/, locationMessages.time);

export const ZDayHours = z
  .object({ closed: z.boolean(), open: ZTime, close: ZTime })
  .refine((day) => day.closed || day.close > day.open, {
    message: locationMessages.closeAfterOpen,
    path: ["close"],
  });

export const ZOpeningHours = z.object(
  Object.fromEntries(weekdays.map((day) => [day, ZDayHours])) as Record<Weekday, typeof ZDayHours>,
);
export type OpeningHours = z.output<typeof ZOpeningHours>;

export const ZLocationFields = z.object({
  name: zText(120).trim().min(1, locationMessages.nameRequired),
  street: optionalText(200),
  city: optionalText(100),
  /** The province or state (the shared selector); checked against the company's country on the server. */
  province: ZRegionCode,
  postalCode: optionalText(10).transform((value) => value?.toUpperCase() ?? null),
  crsaStoreId: optionalText(20)
    .transform((value) => value?.toUpperCase() ?? null)
    .refine((value) => value === null || isValidCrsa(value), locationMessages.crsa),
  phone: optionalText(30).refine((value) => value === null || isValidPhone(value), locationMessages.phone),
  timezone: zText(64).refine((value) => timeZoneNames.includes(value), locationMessages.timezone),
  openingHours: ZOpeningHours.nullable(),
  defaultTaxGroupId: ZId.nullish().transform((value) => value ?? null),
});
export type LocationFields = z.output<typeof ZLocationFields>;

type Country = "Canada" | "USA";

/** The postal code in its printed form ("M6J 1E8"), or the message for the company's country. */
export function checkPostalCode(
  country: Country,
  value: string,
): { ok: true; value: string } | { ok: false; message: string } {
  if (country === "USA")
    return usZip.test(value) ? { ok: true, value } : { ok: false, message: locationMessages.zipCode };
  const match = canadianPostal.exec(value);
  return match
    ? { ok: true, value: `${match[1]} ${match[2]}` }
    : { ok: false, message: locationMessages.postalCode };
}

const postalCodeRule =
  (country: Country) => (fields: { postalCode: string | null }, context: z.RefinementCtx) => {
    if (fields.postalCode === null) return;
    const checked = checkPostalCode(country, fields.postalCode);
    if (!checked.ok) context.addIssue({ code: "custom", message: checked.message, path: ["postalCode"] });
  };

/**
 * The settings/locations form: the fields with the postal code checked for the company's country, and the
 * opening hours kept (unchecked) while switched off (`hasHours`), sent as null.
 */
export const locationFormFor = (country: Country) =>
  ZLocationFields.extend({ hasHours: z.boolean(), openingHours: z.custom<OpeningHours>() })
    .superRefine(postalCodeRule(country))
    .superRefine((fields, context) => {
      if (!fields.hasHours) return;
      for (const issue of ZOpeningHours.safeParse(fields.openingHours).error?.issues ?? [])
        context.addIssue({ code: "custom", message: issue.message, path: ["openingHours", ...issue.path] });
    })
    .transform(({ hasHours, openingHours, ...fields }): LocationFields => ({
      ...fields,
      openingHours: hasHours ? openingHours : null,
    }));

const ZCompany = z.object({ companyId: z.number().int().positive() });

export const ZLocationKey = ZCompany.extend({ locationId: ZId });
export type LocationKey = z.input<typeof ZLocationKey>;
export const ZAddLocationInput = ZCompany.extend(ZLocationFields.shape).extend({
  /** Unset: the company's time zone. */
  timezone: ZLocationFields.shape.timezone.optional(),
});
export type AddLocationInput = z.input<typeof ZAddLocationInput>;
export const ZUpdateLocationInput = ZLocationKey.extend(ZLocationFields.shape);
export type UpdateLocationInput = z.input<typeof ZUpdateLocationInput>;
/** Drag and drop or the move buttons: the location's new place among the visible ones, from 0. */
export const ZMoveLocationInput = ZLocationKey.extend({ toIndex: z.number().int().min(0).max(10_000) });
export type MoveLocationInput = z.input<typeof ZMoveLocationInput>;

/** admin.md 7 / 9: the global locations list is read 100 at a time. */
export const locationPageSize = 100;
export const ZLocationListInput = ZCompany.extend({
  offset: z.number().int().min(0).max(100_000).default(0),
  limit: z.number().int().min(1).max(locationPageSize).default(locationPageSize),
});
export type LocationListInput = z.input<typeof ZLocationListInput>;

export interface LocationSettings {
  id: string;
  name: string;
  isHidden: boolean;
  position: number;
  street: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  /** The one-line address receipts print. */
  address: string | null;
  crsaStoreId: string | null;
  phone: string | null;
  timezone: string;
  openingHours: OpeningHours | null;
  defaultTaxGroupId: string | null;
  createDate: string;
}

export interface LocationSettingsPage {
  items: LocationSettings[];
  total: number;
  /** How many are not hidden (they come first, so a move's index is the same on every page). */
  visible: number;
  offset: number;
  limit: number;
}

/** "712 Queen St W, Toronto, ON M6J 1E8": what receipts print, from the parts that are set. */
export function addressLine(parts: Pick<LocationFields, "street" | "city" | "province" | "postalCode">) {
  const region = [parts.province, parts.postalCode].filter(Boolean).join(" ");
  return [parts.street, parts.city, region].filter(Boolean).join(", ") || null;
}
