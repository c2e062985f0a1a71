import { z } from "zod";
import { zText } from "../common/bounded.schema";

export const timezones = [
  { value: "America/Vancouver", label: "Pacific" },
  { value: "America/Edmonton", label: "Mountain" },
  { value: "America/Regina", label: "Central" },
  { value: "America/Toronto", label: "Eastern" },
  { value: "America/Halifax", label: "Atlantic" },
] as const;

export const countries = ["Canada", "USA"] as const;

/**
 * Per-company feature flags of dashboard.md 6; admin.md 6 names the same set ("the compliance feature flag" is
 * ocsCompliance). Switched by admins, read through company/feature-flags.ts.
 */
export const featureFlagNames = [
  "createPoProducts",
  "worldpay",
  "digitalSignage",
  "websocket",
  "productDetailsPackageDate",
  "onlineOrderingModule",
  "ircc",
  "ocsCompliance",
  "customReceipt",
  "loyaltyInfoOnReceipt",
  "bulkProductUpdate",
  "insightsDashboards",
  "loyaltyService",
  "customerSearchV2",
  "platformCustomerSearchAndOutreach",
  "autoLoyaltyDiscount",
  "inventorySnapshots",
  "globalCatalog",
  "overlappingAutoDiscounts",
  "stackingDiscounts",
  "bulkCreateProducts",
  "taxConfig",
  "singleBarcodeValidation",
] as const;
export type FeatureFlag = (typeof featureFlagNames)[number];

/** Company permission flags of dashboard.md 6 and admin.md 3 and 6 (not the role permissions of employees). */
export const permissionFlagNames = [
  "canAccessLoyalty",
  "canUseExternalLoyalty",
  "canAccessWordPress",
  "canAccessInventoryConversions",
  "canAccessHeadset",
  "canAccessPricingGroups",
  "canAccessQuickBooks",
] as const;
export type PermissionFlag = (typeof permissionFlagNames)[number];

export const ZCompanyId = z.coerce.number().int().positive();

export const ZCreateCompanyInput = z.object({
  name: z.string().trim().min(1, "Company name is required").max(120),
  province: zText(40)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Choose a province or state"),
  country: z.enum(countries).default("Canada"),
  timezone: z.enum(timezones.map((zone) => zone.value) as [string, ...string[]]),
  isPaid: z.boolean().default(false),
  isLicensed: z.boolean().default(false),
});
export type CreateCompanyInput = z.input<typeof ZCreateCompanyInput>;

export const ZCreateLocationInput = z.object({
  companyId: ZCompanyId,
  name: z.string().trim().min(1, "Location name is required").max(120),
});
export type CreateLocationInput = z.input<typeof ZCreateLocationInput>;

/** admin.md 3 "Company" metaData keys (string values "true"/"false" for the two switches). */
export const companyMetaDataKeys = {
  hasVirtualLocation: "hasVirtualLocation",
  pennyRounding: "pennyRounding",
  loyaltyPointsMultiplier: "loyaltyPointsMultiplier",
} as const;
