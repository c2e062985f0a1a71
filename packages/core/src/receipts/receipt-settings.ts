import { nowIso } from "../common/clock";
import { getCompany, getLocation } from "../company/company";
import { getCompanyFlags } from "../company/feature-flags";
import { readCustomer } from "../customers/customers";
import { getStoreDetails } from "./store-details";
import { ReceiptSettingsEntity, type ReceiptSettingsItem } from "./receipt-settings.entity";
import {
  defaultReceiptSettings,
  receiptShowsLoyalty,
  ZReceiptSettingsRef,
  ZSaveReceiptSettingsInput,
  type ReceiptContext,
  type ReceiptSettings,
  type ReceiptSettingsRef,
  type ReceiptSettingsView,
  type SaveReceiptSettingsInput,
} from "./receipt-settings.schema";

const settingsOf = (item: ReceiptSettingsItem): ReceiptSettings => ({
  storeName: item.storeName,
  address: item.address,
  phone: item.phone,
  taxNumber: item.taxNumber ?? "",
  footer: item.footer,
  showLoyalty: item.showLoyalty,
  showCustomerName: item.showCustomerName,
  showCashier: item.showCashier,
});

/** The location's settings, or the defaults when none were saved; an unknown location is 'Location not found'. */
export async function getReceiptSettings(input: ReceiptSettingsRef): Promise<ReceiptSettingsView> {
  const { companyId, locationId } = ZReceiptSettingsRef.parse(input);
  const [location, store, stored] = await Promise.all([
    getLocation(companyId, locationId),
    getStoreDetails(companyId, locationId),
    ReceiptSettingsEntity.get({ companyId, locationId }).go(),
  ]);
  const settings = stored.data ? settingsOf(stored.data) : defaultReceiptSettings;
  return {
    ...settings,
    locationId,
    locationName: location.name,
    store,
    updateDate: stored.data?.updateDate ?? null,
  };
}

export async function saveReceiptSettings(input: SaveReceiptSettingsInput): Promise<ReceiptSettingsView> {
  const { companyId, locationId, settings } = ZSaveReceiptSettingsInput.parse(input);
  const [location, store] = await Promise.all([
    getLocation(companyId, locationId),
    getStoreDetails(companyId, locationId),
  ]);
  const updateDate = nowIso();
  await ReceiptSettingsEntity.put({ companyId, locationId, ...settings, updateDate }).go();
  return { ...settings, locationId, locationName: location.name, store, updateDate };
}

/** The settings, time zone and loyalty figures a sale's receipt prints with. */
export async function receiptContext(
  companyId: number,
  locationId: string,
  customerId: string | null,
): Promise<ReceiptContext> {
  const [settings, company, flags] = await Promise.all([
    getReceiptSettings({ companyId, locationId }),
    getCompany(companyId),
    getCompanyFlags(companyId),
  ]);
  const showLoyalty = receiptShowsLoyalty(
    {
      canAccessLoyalty: flags.permissions.canAccessLoyalty,
      loyaltyInfoOnReceipt: flags.featureFlags.loyaltyInfoOnReceipt,
    },
    settings,
  );
  const customer =
    showLoyalty && customerId ? await readCustomer(companyId, customerId).catch(() => null) : null;
  return {
    settings,
    timeZone: company.timezone,
    showLoyalty,
    loyaltyBalance: customer ? customer.loyaltyPoints : null,
  };
}
