import { z } from "zod";
import { companyMetaDataKeys, ZCompanyId } from "../company/company.schema";

/** admin.md 4: the ten switches of the "features and integrations" card, in the spec's order. */
export const companyToggles = [
  "isPaid",
  "isLicensed",
  "canAccessWordPress",
  "canAccessInventoryConversions",
  "canAccessQuickBooks",
  "canAccessHeadset",
  "canAccessPricingGroups",
  "isBatchTracking",
  "hasVirtualLocation",
  "pennyRounding",
] as const;
export type CompanyToggle = (typeof companyToggles)[number];

export const companyToggleLabels: Record<CompanyToggle, string> = {
  isPaid: "Paying",
  isLicensed: "Licensed",
  canAccessWordPress: "WordPress",
  canAccessInventoryConversions: "Conversions",
  canAccessQuickBooks: "QuickBooks",
  canAccessHeadset: "Headset",
  canAccessPricingGroups: "Pricing Groups",
  isBatchTracking: "Lot tracking",
  hasVirtualLocation: "Has Virtual Locations",
  pennyRounding: "Penny Rounding",
};

/** Switches that change what the company pays or may sell ask the admin to confirm first. */
export const confirmedToggles: ReadonlySet<CompanyToggle> = new Set<CompanyToggle>(["isPaid", "isLicensed"]);

export function toggleConfirmation(
  toggle: CompanyToggle,
  enabled: boolean,
): { title: string; description: string } {
  const label = companyToggleLabels[toggle];
  return {
    title: `Turn ${label} ${enabled ? "on" : "off"}?`,
    description:
      toggle === "isPaid"
        ? `This company will be marked as ${enabled ? "paying" : "not paying"}. The change is recorded with your name.`
        : `This company will be marked as ${enabled ? "licensed" : "not licensed"}. The change is recorded with your name.`,
  };
}

/** Where each switch is stored on the company. */
export const toggleStorage: Record<CompanyToggle, "field" | "permissions" | "metaData"> = {
  isPaid: "field",
  isLicensed: "field",
  isBatchTracking: "field",
  canAccessWordPress: "permissions",
  canAccessInventoryConversions: "permissions",
  canAccessQuickBooks: "permissions",
  canAccessHeadset: "permissions",
  canAccessPricingGroups: "permissions",
  hasVirtualLocation: "metaData",
  pennyRounding: "metaData",
};

export type ToggledCompany = {
  province: string;
  isPaid: boolean;
  isLicensed: boolean;
  isBatchTracking: boolean;
  permissions: Record<string, boolean>;
  metaData: Record<string, string>;
};

export function toggleValue(company: ToggledCompany, toggle: CompanyToggle): boolean {
  switch (toggle) {
    case "isPaid":
    case "isLicensed":
    case "isBatchTracking":
      return company[toggle];
    case "hasVirtualLocation":
    case "pennyRounding":
      return company.metaData[companyMetaDataKeys[toggle]] === "true";
    default:
      return company.permissions[toggle] === true;
  }
}

export const albertaLotTrackingAlert = "All Alberta stores should have lot tracking enabled!";

/** admin.md 5: Alberta companies without lot tracking see the red alert. */
export const needsLotTrackingAlert = (
  company: Pick<ToggledCompany, "province" | "isBatchTracking">,
): boolean => company.province === "AB" && !company.isBatchTracking;

export const ZSetCompanyToggleInput = z.object({
  companyId: ZCompanyId,
  toggle: z.enum(companyToggles),
  enabled: z.boolean(),
});
export type SetCompanyToggleInput = z.input<typeof ZSetCompanyToggleInput>;

export const bannerMessageMaxLength = 2000;

/** An empty message clears the banner. */
export const ZSetBannerInput = z.object({
  companyId: ZCompanyId,
  bannerMessage: z
    .string()
    .trim()
    .max(bannerMessageMaxLength, `A banner message has at most ${bannerMessageMaxLength} characters`),
});
export type SetBannerInput = z.input<typeof ZSetBannerInput>;

export const adminToasts = {
  updateFailed: "Unable to update",
  companyLoadFailed: "An error occurred while loading the company",
  locationsFailed: "There was a problem getting locations for this company.",
  undeleted: "Location successfully undeleted",
  deviceAdded: "New device added",
  deviceIdChanged: "Device ID changed",
  deviceRemoved: "Device succesfully removed",
} as const;
