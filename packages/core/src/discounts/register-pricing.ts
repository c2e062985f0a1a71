import { getCompany } from "../company/company";
import { companyMetaDataKeys } from "../company/company.schema";
import type { Discount } from "./discount.schema";
import { pricingSettings } from "./discount-preview";
import { listDiscounts } from "./discounts";
import type { PricingSettingsInput } from "./pricing.schema";

/** What the register needs to price a cart itself (payments/quote.ts), read once when the sale screen opens. */
export interface RegisterPricing {
  discounts: Discount[];
  settings: PricingSettingsInput;
  /** Company metaData pennyRounding "true": cash is rounded to the nearest 5 cents. */
  pennyRounding: boolean;
  timeZone: string;
}

export async function registerPricing(companyId: number): Promise<RegisterPricing> {
  const [company, discounts, settings] = await Promise.all([
    getCompany(companyId),
    listDiscounts(companyId),
    pricingSettings(companyId),
  ]);
  return {
    discounts,
    settings,
    pennyRounding: company.metaData[companyMetaDataKeys.pennyRounding] === "true",
    timeZone: company.timezone,
  };
}
