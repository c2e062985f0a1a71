import type { DevicePreferenceKey } from "@pos/core/device/device-preferences.schema";

export type PreferenceGroup = { title: string; description: string; keys: DevicePreferenceKey[] };

/** How `/pos/settings` groups the register's preferences; every preference appears exactly once. */
export const preferenceGroups: PreferenceGroup[] = [
  {
    title: "Payment options",
    description: "The ways to pay offered at checkout on this register.",
    keys: [
      "paymentOptionCash",
      "paymentOptionCredit",
      "paymentOptionDebit",
      "paymentOptionOther",
      "paymentOptionEtransfer",
      "paymentOptionLoyalty",
      "paymentOptionBlazepay",
      "paymentOptionMerrco",
      "paymentOptionMoneris",
      "paymentOptionGlobal",
    ],
  },
  {
    title: "Products",
    description: "How the product browser behaves.",
    keys: ["openVariants", "hideEmptyInventory", "expandedListings"],
  },
  {
    title: "Customers",
    description: "What the register shows and checks about customers.",
    keys: ["showLegalDateOfBirth", "warnNoCustomer"],
  },
  {
    title: "Sale",
    description: "Notices and what happens after a sale.",
    keys: ["parkedSaleToast", "autoLogoutAfterSale"],
  },
  {
    title: "Sound and printing",
    description: "Sounds for new orders and receipts after each sale.",
    keys: ["audio", "print"],
  },
];
