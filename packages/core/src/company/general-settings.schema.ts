import { z } from "zod";
import { zText } from "../common/bounded.schema";
import { ZRegionCode } from "../common/region.schema";
import { ZLoyaltyPointsMultiplier } from "../discounts/loyalty.schema";
import { storeDetailLimits } from "../receipts/store-details.schema";
import { ZCompanyId, type countries } from "./company.schema";
import { isValidPhone, locationMessages, timeZoneNames } from "./location.schema";

export const generalSettingsMessages = {
  nameRequired: "Company name is required",
  logoType: "The logo must be a PNG or JPG image",
  logoKey: "Upload the logo again",
  overtimeDaily: "Daily overtime starts after 1 to 24 hours",
  overtimeWeekly: "Weekly overtime starts after 1 to 168 hours",
  saved: "General settings saved",
} as const;

const optionalText = (max: number) =>
  zText(max)
    .trim()
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null);

/** settings/general (dashboard.md 2): what the company is called, where it is, and its company-wide rules. */
export const ZGeneralSettings = z.object({
  name: zText(120).trim().min(1, generalSettingsMessages.nameRequired),
  /** The registered business name, printed under the store name on receipts when it differs. */
  legalName: optionalText(160),
  street: optionalText(200),
  city: optionalText(100),
  /** The address's province or state, or none; checked against the company's country on the server. */
  addressProvince: ZRegionCode,
  postalCode: optionalText(10).transform((value) => value?.toUpperCase() ?? null),
  phone: optionalText(30).refine((value) => value === null || isValidPhone(value), locationMessages.phone),
  /** Locations without their own time zone use this one. */
  timezone: zText(64).refine((value) => timeZoneNames.includes(value), locationMessages.timezone),
  /** The GST/HST (or sales tax) registration number printed on receipts. */
  taxNumber: zText(storeDetailLimits.taxNumber)
    .trim()
    .max(storeDetailLimits.taxNumber, `The tax number is at most ${storeDetailLimits.taxNumber} characters`),
  /** The uploaded logo's file key (shown in the dashboard's sidebar), or none. */
  logoKey: zText(400)
    .nullish()
    .transform((value) => value || null),
  /** The timesheet report's overtime thresholds, in hours. */
  overtimeDailyHours: z
    .number({ message: generalSettingsMessages.overtimeDaily })
    .min(1, generalSettingsMessages.overtimeDaily)
    .max(24, generalSettingsMessages.overtimeDaily),
  overtimeWeeklyHours: z
    .number({ message: generalSettingsMessages.overtimeWeekly })
    .min(1, generalSettingsMessages.overtimeWeekly)
    .max(168, generalSettingsMessages.overtimeWeekly),
  /** Cash totals round to the nearest 5 cents at the register. */
  pennyRounding: z.boolean(),
  /** Loyalty points earned per dollar spent, in hundredths (100 is 1 point per dollar). */
  loyaltyPointsMultiplier: ZLoyaltyPointsMultiplier,
});
export type GeneralSettings = z.output<typeof ZGeneralSettings>;
export type GeneralSettingsForm = z.input<typeof ZGeneralSettings>;

export const ZSaveGeneralSettingsInput = ZGeneralSettings.extend({ companyId: ZCompanyId });
export type SaveGeneralSettingsInput = z.input<typeof ZSaveGeneralSettingsInput>;

export const ZGeneralSettingsRef = z.object({ companyId: ZCompanyId });

/** PNG or JPG only: an SVG logo could carry script. */
export const companyLogoTypes = ["image/png", "image/jpeg"] as const;

export const ZCompanyLogoUploadInput = z.object({
  companyId: ZCompanyId,
  fileName: zText(200).trim().min(1),
  contentType: z.enum(companyLogoTypes, generalSettingsMessages.logoType),
});
export type CompanyLogoUploadInput = z.input<typeof ZCompanyLogoUploadInput>;

export interface GeneralSettingsView extends GeneralSettings {
  /** A link to show the logo, valid for an hour; null without one. */
  logoUrl: string | null;
  /** The licensing province or state (set at registration; changes go through support). */
  province: string;
  country: (typeof countries)[number];
  /** Whether the loyalty multiplier means anything: the company may use loyalty. */
  canAccessLoyalty: boolean;
}
