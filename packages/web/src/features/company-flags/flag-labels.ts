import type { FeatureFlag, PermissionFlag } from "@pos/core/company/company.schema";

/** The admin card's names, in the spec's words; a Record, so a new flag cannot be left without one. */
export const featureFlagLabels: Record<FeatureFlag, string> = {
  createPoProducts: "Create PO products",
  worldpay: "Worldpay",
  digitalSignage: "Digital signage",
  websocket: "Websocket",
  productDetailsPackageDate: "Package date on product details",
  onlineOrderingModule: "Online ordering module",
  ircc: "IRCC",
  ocsCompliance: "OCS compliance",
  customReceipt: "Custom receipt",
  loyaltyInfoOnReceipt: "Loyalty info on receipt",
  bulkProductUpdate: "Bulk product update",
  insightsDashboards: "Insights dashboards",
  loyaltyService: "Loyalty service",
  customerSearchV2: "Customer search v2",
  platformCustomerSearchAndOutreach: "Platform customer search and outreach",
  autoLoyaltyDiscount: "Auto loyalty discount",
  inventorySnapshots: "Inventory snapshots",
  globalCatalog: "Global catalog",
  overlappingAutoDiscounts: "Overlapping auto discounts",
  stackingDiscounts: "Stacking discounts",
  bulkCreateProducts: "Bulk create products",
  taxConfig: "Tax config",
  singleBarcodeValidation: "Single barcode validation",
};

export const permissionFlagLabels: Record<PermissionFlag, string> = {
  canAccessWordPress: "WordPress",
  canAccessInventoryConversions: "Conversions",
  canAccessQuickBooks: "QuickBooks",
  canAccessHeadset: "Headset",
  canAccessPricingGroups: "Pricing Groups",
  canAccessLoyalty: "Loyalty",
  canUseExternalLoyalty: "External loyalty",
};
