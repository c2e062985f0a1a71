import { z } from "zod";
import { ZId } from "../common/bounded.schema";
import { ZTax, type Tax } from "../catalog/tax-group.schema";

/** dashboard.md 2 settings/taxConfigurations: tax rules by category and location, with deposits (flag taxConfig). */

const ZCompanyId = z.number().int().positive();

/** A province's sales taxes on retail cannabis (2026 rates), offered on the add-tax page to fill a rule. */
export interface TaxPreset {
  province: string;
  name: string;
  taxes: Tax[];
}

const gst = (rate = 5): Tax => ({ name: "GST", rate });
const hst = (rate: number): Tax => ({ name: "HST", rate });

export const taxPresets: readonly TaxPreset[] = [
  { province: "ON", name: "Ontario HST 13%", taxes: [hst(13)] },
  { province: "AB", name: "Alberta GST 5%", taxes: [gst()] },
  { province: "BC", name: "British Columbia GST 5% + PST 7%", taxes: [gst(), { name: "PST", rate: 7 }] },
  { province: "MB", name: "Manitoba GST 5% + RST 7%", taxes: [gst(), { name: "RST", rate: 7 }] },
  { province: "SK", name: "Saskatchewan GST 5% + PST 6%", taxes: [gst(), { name: "PST", rate: 6 }] },
  { province: "QC", name: "Quebec GST 5% + QST 9.975%", taxes: [gst(), { name: "QST", rate: 9.975 }] },
  { province: "NB", name: "New Brunswick HST 15%", taxes: [hst(15)] },
  { province: "NL", name: "Newfoundland and Labrador HST 15%", taxes: [hst(15)] },
  { province: "NS", name: "Nova Scotia HST 14%", taxes: [hst(14)] },
  { province: "PE", name: "Prince Edward Island HST 15%", taxes: [hst(15)] },
  { province: "YT", name: "Yukon GST 5%", taxes: [gst()] },
  { province: "NT", name: "Northwest Territories GST 5%", taxes: [gst()] },
  { province: "NU", name: "Nunavut GST 5%", taxes: [gst()] },
];

export const taxConfigLimits = {
  taxes: 10,
  locations: 200,
  categories: 200,
  maxDepositCents: 100_000,
} as const;

export const taxConfigMessages = {
  notFound: "Tax configuration not found",
  nameTaken: "A tax configuration with this name already exists",
  needsTaxOrDeposit: "Add at least one tax or a deposit",
  duplicateTax: "Each tax appears once in a configuration",
  unknownLocation: "This location does not exist",
  unknownCategory: "This category does not exist",
  unknownConfig: "This tax configuration does not exist",
} as const;

export const ZTaxConfigFields = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(80),
    /** Empty: every location of the company. */
    locationIds: z.array(ZId).max(taxConfigLimits.locations),
    /** Empty: every category (the default rule); otherwise these categories and their sub-categories. */
    categoryIds: z.array(ZId).max(taxConfigLimits.categories),
    taxes: z
      .array(ZTax)
      .max(taxConfigLimits.taxes)
      .refine(
        (taxes) => new Set(taxes.map((tax) => tax.name.toLowerCase())).size === taxes.length,
        taxConfigMessages.duplicateTax,
      ),
    /** A deposit in cents charged on each unit sold (e.g. a container deposit). */
    depositCents: z.number().int().min(0).max(taxConfigLimits.maxDepositCents),
    isActive: z.boolean(),
  })
  .refine((fields) => fields.taxes.length > 0 || fields.depositCents > 0, {
    message: taxConfigMessages.needsTaxOrDeposit,
    path: ["taxes"],
  });
export type TaxConfigFields = z.infer<typeof ZTaxConfigFields>;

export const ZTaxConfigRef = z.object({ companyId: ZCompanyId, taxConfigId: ZId });
export type TaxConfigRef = z.input<typeof ZTaxConfigRef>;

export const ZCreateTaxConfigInput = z.object({ companyId: ZCompanyId, config: ZTaxConfigFields });
export type CreateTaxConfigInput = z.input<typeof ZCreateTaxConfigInput>;

export const ZUpdateTaxConfigInput = ZTaxConfigRef.extend({ config: ZTaxConfigFields });
export type UpdateTaxConfigInput = z.input<typeof ZUpdateTaxConfigInput>;

export interface TaxConfig extends TaxConfigFields {
  id: string;
  createDate: string;
  updateDate: string;
}
