import { z } from "zod";
import { ZId } from "../common/bounded.schema";
import { ZCompanyId } from "../company/company.schema";
import { storeDetailLimits, taxNumberLabel, type StoreDetails } from "./store-details.schema";

const ZLocationRef = ZId;
const line = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is at most ${max} characters`);

/** What a location prints on its receipts (dashboard settings/receipts). */
export const ZReceiptSettings = z.object({
  /** The store name on top; empty prints the location's name. */
  storeName: line("The store name", 80),
  /** Empty prints the location's address; likewise the phone and the company's tax number. */
  address: line("The address", storeDetailLimits.address),
  phone: line("The phone number", storeDetailLimits.phone),
  taxNumber: line("The tax number", storeDetailLimits.taxNumber).default(""),
  footer: line("The footer message", 500),
  /** Points earned, redeemed and the balance (also needs canAccessLoyalty and the loyaltyInfoOnReceipt flag). */
  showLoyalty: z.boolean(),
  showCustomerName: z.boolean(),
  showCashier: z.boolean(),
});
export type ReceiptSettings = z.output<typeof ZReceiptSettings>;

export const defaultReceiptSettings: ReceiptSettings = {
  storeName: "",
  address: "",
  phone: "",
  taxNumber: "",
  footer: "Thank you for shopping with us!",
  showLoyalty: true,
  showCustomerName: true,
  showCashier: true,
};

export const ZReceiptSettingsRef = z.object({ companyId: ZCompanyId, locationId: ZLocationRef });
export type ReceiptSettingsRef = z.input<typeof ZReceiptSettingsRef>;

export const ZSaveReceiptSettingsInput = ZReceiptSettingsRef.extend({ settings: ZReceiptSettings });
export type SaveReceiptSettingsInput = z.input<typeof ZSaveReceiptSettingsInput>;

export interface ReceiptSettingsView extends ReceiptSettings {
  locationId: string;
  locationName: string;
  /** What an empty address, phone or tax number prints instead. */
  store: StoreDetails;
  /** null until someone saves them: the defaults apply. */
  updateDate: string | null;
}

/** The header a receipt prints: each setting, or the store's own detail where the setting is empty. */
export function receiptHeader(settings: ReceiptSettingsView) {
  const { store } = settings;
  const name = settings.storeName || settings.locationName;
  return {
    name,
    /** The business's registered name under the store's, when it differs. */
    legalName: store.legalName && store.legalName !== name ? store.legalName : "",
    address: settings.address || store.address,
    phone: settings.phone || store.phone,
    taxNumber: settings.taxNumber || store.taxNumber,
    taxNumberLabel: taxNumberLabel(store.country),
  };
}

/** The flags the receipt's loyalty block depends on. */
export interface ReceiptLoyaltyFlags {
  canAccessLoyalty: boolean;
  loyaltyInfoOnReceipt: boolean;
}

/**
 * Loyalty data prints only when all three agree: the company may use loyalty (permission flag), the feature
 * flag "loyalty info on receipt" is on, and the location's setting showLoyalty is on.
 */
export const receiptShowsLoyalty = (
  flags: ReceiptLoyaltyFlags,
  settings: Pick<ReceiptSettings, "showLoyalty">,
) => flags.canAccessLoyalty && flags.loyaltyInfoOnReceipt && settings.showLoyalty;

/** Everything beside the sale that a receipt needs. */
export interface ReceiptContext {
  settings: ReceiptSettingsView;
  /** The time zone dates are printed in (the company's). */
  timeZone: string;
  showLoyalty: boolean;
  /** The customer's points balance now; null without a customer or when loyalty is not shown. */
  loyaltyBalance: number | null;
}
