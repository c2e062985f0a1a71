import { z } from "zod";

/**
 * pos-and-accounts.md 3 "Device preference" and 9 "Defaults": every preference a register keeps, with its
 * default. Stored per device; a preference never set reads as its default.
 */
export const devicePreferenceDefaults = {
  paymentOptionCash: true,
  paymentOptionCredit: true,
  paymentOptionDebit: true,
  paymentOptionOther: true,
  paymentOptionEtransfer: false,
  paymentOptionLoyalty: false,
  paymentOptionBlazepay: false,
  paymentOptionMerrco: false,
  paymentOptionMoneris: false,
  paymentOptionGlobal: false,
  openVariants: true,
  hideEmptyInventory: true,
  showLegalDateOfBirth: true,
  parkedSaleToast: true,
  audio: false,
  print: false,
  autoLogoutAfterSale: false,
  expandedListings: false,
  warnNoCustomer: false,
} as const;
export type DevicePreferenceKey = keyof typeof devicePreferenceDefaults;
export type DevicePreferences = { [K in DevicePreferenceKey]: boolean };

/** The spec's one named preference text. */
export const devicePreferenceLabels: Record<DevicePreferenceKey, string> = {
  paymentOptionCash: "Cash",
  paymentOptionCredit: "Credit",
  paymentOptionDebit: "Debit",
  paymentOptionOther: "Other",
  paymentOptionEtransfer: "E-transfer",
  paymentOptionLoyalty: "Loyalty points",
  paymentOptionBlazepay: "BlazePay card payments",
  paymentOptionMerrco: "Merrco card payments",
  paymentOptionMoneris: "Moneris card payments",
  paymentOptionGlobal: "Global Payments card payments",
  openVariants: "Open variants when a product with variants is chosen",
  hideEmptyInventory: "Hide products with no stock",
  showLegalDateOfBirth: "Show the legal date of birth",
  parkedSaleToast: "Show a notice when a sale is parked",
  audio: "Play sounds",
  print: "Print the receipt after each sale",
  autoLogoutAfterSale: "Clear the employee after each sale",
  expandedListings: "Expanded product listings",
  warnNoCustomer: "Show warning if no customer is attached to sale",
};

export const ZUpdateDevicePreferenceInput = z.object({
  key: z.enum(Object.keys(devicePreferenceDefaults) as [DevicePreferenceKey, ...DevicePreferenceKey[]]),
  booleanValue: z.boolean(),
});
export type UpdateDevicePreferenceInput = z.input<typeof ZUpdateDevicePreferenceInput>;
