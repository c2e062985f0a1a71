import { z } from "zod";
import { ZCompanyId } from "../company/company.schema";

const line = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is at most ${max} characters`);

export const storeDetailLimits = { address: 200, phone: 40, taxNumber: 30 } as const;

/** What a location's receipts print by default: its address and phone, and the company's tax number. */
export const ZLocationDetails = z.object({
  address: line("The address", storeDetailLimits.address),
  phone: line("The phone number", storeDetailLimits.phone),
});
export type LocationDetails = z.output<typeof ZLocationDetails>;

export const ZSaveLocationDetailsInput = ZLocationDetails.extend({
  companyId: ZCompanyId,
  locationId: z.string().min(1).max(64),
});
export type SaveLocationDetailsInput = z.input<typeof ZSaveLocationDetailsInput>;

export const ZSaveTaxNumberInput = z.object({
  companyId: ZCompanyId,
  taxNumber: line("The tax number", storeDetailLimits.taxNumber),
});
export type SaveTaxNumberInput = z.input<typeof ZSaveTaxNumberInput>;

export interface StoreDetails extends LocationDetails {
  taxNumber: string;
  /** The company's registered name (settings/general), empty when none. */
  legalName?: string;
  country: "Canada" | "USA";
}

/** How the tax number is labelled where the company sells. */
export const taxNumberLabel = (country: StoreDetails["country"]): string =>
  country === "Canada" ? "GST/HST #" : "Sales tax #";
