import type { DeviceActor } from "../common/actor";
import { now } from "../common/clock";
import { AppError } from "../common/errors";
import { Company, type CompanyItem } from "../company/company.entity";
import { normalizeFlags } from "../company/feature-flags.schema";
import type { CustomerItem } from "../customers/customer.entity";
import { readCustomer } from "../customers/customers";
import { getActiveDevice } from "../device/device";
import type { Discount } from "../discounts/discount.schema";
import { listDiscounts } from "../discounts/discounts";
import type { PricingSettingsInput } from "../discounts/pricing.schema";
import { ZQuoteInput, type QuoteInput, type SaleQuote } from "./payment.schema";
import { quoteSale } from "./quote";
import { locationGate } from "../compliance/product-gate";
import { assertSellable, readSaleCatalog, usesCategories, type SaleCatalog } from "./sale-catalog";

export function pricingSettings(company: CompanyItem): PricingSettingsInput {
  const flags = normalizeFlags(company);
  return {
    internalLoyalty: flags.permissions.canAccessLoyalty,
    externalLoyalty: flags.permissions.canUseExternalLoyalty,
    externalRewardCosts: {},
    overlappingAutoDiscounts: flags.featureFlags.overlappingAutoDiscounts,
    stackingDiscounts: flags.featureFlags.stackingDiscounts,
    autoLoyaltyDiscount: flags.featureFlags.autoLoyaltyDiscount,
  };
}

/** Whether checkout taxes by the company's tax configurations (flag taxConfig) rather than by tax groups alone. */
export const usesTaxConfig = (company: CompanyItem): boolean =>
  normalizeFlags(company).featureFlags.taxConfig;

export async function readCompany(companyId: number): Promise<CompanyItem> {
  const company = (await Company.get({ companyId }).go({ consistent: true })).data;
  if (!company) throw new AppError("NOT_FOUND", "Company not found");
  return company;
}

export interface SalePricing {
  company: CompanyItem;
  catalog: SaleCatalog;
  discounts: Discount[];
  customer: CustomerItem | null;
  locationId: string;
  at: string;
}

/** The server's price of a cart, from the current catalogue, discounts and customer. */
export function priceOnServer(request: QuoteInput, pricing: SalePricing): SaleQuote {
  const { company, catalog, customer } = pricing;
  return quoteSale({
    lines: request.lines,
    orderDiscountIds: request.orderDiscountIds,
    products: catalog.products,
    taxGroups: catalog.taxGroups,
    discounts: pricing.discounts,
    customer: customer && {
      id: customer.customerId,
      loyaltyPoints: customer.loyaltyPoints,
      externalPoints: null,
    },
    settings: pricingSettings(company),
    locationId: pricing.locationId,
    at: pricing.at,
    timeZone: company.timezone,
  });
}

/** sales.quote: what the server would charge for the cart right now. */
export async function registerQuote(actor: DeviceActor, input: QuoteInput): Promise<SaleQuote> {
  const request = ZQuoteInput.parse(input);
  const { companyId } = actor;
  const [device, company, discounts, customer] = await Promise.all([
    getActiveDevice(companyId, actor.deviceId),
    readCompany(companyId),
    listDiscounts(companyId),
    request.customerId ? readCustomer(companyId, request.customerId) : Promise.resolve(null),
  ]);
  const catalog = await readSaleCatalog(
    companyId,
    device.locationId,
    request.lines.map((line) => line.productId),
    {
      categories: usesCategories(discounts),
      lotTracking: company.isBatchTracking,
      gate: await locationGate(company, device.locationId),
      taxConfig: usesTaxConfig(company),
    },
  );
  assertSellable(request.lines, catalog);
  const at = now().toISOString();
  return priceOnServer(request, { company, catalog, discounts, customer, locationId: device.locationId, at });
}
