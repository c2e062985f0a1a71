import type { Permission } from "@pos/core/auth/permissions";

/**
 * What a dashboard screen needs (docs/permissions.md, Screens): the one map behind both the menu and the screens,
 * so a link is shown exactly when its screen opens. `companyOnly`: a grant at a location does not count (the
 * server checks these at the company).
 */
export type ScreenAccess = { permission: Permission; companyOnly?: boolean };

const company: ScreenAccess = { permission: "CAN_MANAGE_COMPANY" };
const products: ScreenAccess = { permission: "CAN_MANAGE_PRODUCTS", companyOnly: true };
const inventory: ScreenAccess = { permission: "CAN_MANAGE_INVENTORY" };
const reports: ScreenAccess = { permission: "CAN_VIEW_REPORTS" };

/** Paths relative to /company/:companyId/dashboard; a path and everything below it. The longest match wins. */
export const screenAccess: Readonly<Record<string, ScreenAccess>> = {
  settings: company,
  // Tax groups are products' (the server's catalog.taxGroups procedures need CAN_MANAGE_PRODUCTS).
  "settings/taxes": products,
  // The server's locations procedures need CAN_MANAGE_COMPANY at the company.
  "settings/locations": { permission: "CAN_MANAGE_COMPANY", companyOnly: true },
  // The inventory settings are the company's (the server checks CAN_MANAGE_COMPANY at the company).
  "settings/inventory": { permission: "CAN_MANAGE_COMPANY", companyOnly: true },
  // The general settings are the company's (the server checks CAN_MANAGE_COMPANY at the company).
  "settings/general": { permission: "CAN_MANAGE_COMPANY", companyOnly: true },
  // The server's taxConfigs procedures need CAN_MANAGE_COMPANY at the company.
  "settings/taxConfigurations": { permission: "CAN_MANAGE_COMPANY", companyOnly: true },
  // The gift-card set-up and liability are the company's (the server checks CAN_MANAGE_COMPANY at the company).
  "settings/giftcards": { permission: "CAN_MANAGE_COMPANY", companyOnly: true },
  productListing: products,
  categories: products,
  suppliers: products,
  discounts: products,
  taxes: products,
  customers: { permission: "CAN_MANAGE_CUSTOMERS" },
  sales: { permission: "CAN_VIEW_SALES" },
  employees: { permission: "CAN_MANAGE_EMPLOYEES", companyOnly: true },
  inventory,
  // Snapshots span the company's locations (the server's inventorySnapshots procedures check at the company).
  "inventory/update/snapshots": { permission: "CAN_MANAGE_INVENTORY", companyOnly: true },
  purchaseOrders: { permission: "CAN_MANAGE_PURCHASE_ORDERS" },
  analytics: reports,
  advanced: reports,
  insights: reports,
  // Broadcasts message customers: the server's outreach procedures need CAN_MANAGE_CUSTOMERS at the company.
  broadcasts: { permission: "CAN_VIEW_REPORTS", companyOnly: true },
  inventoryLogs: reports,
  shifts: reports,
  integrations: { permission: "CAN_MANAGE_INTEGRATIONS" },
  compliance: { permission: "CAN_MANAGE_COMPLIANCE_REPORTING", companyOnly: true },
};

/** What the screen at this relative path needs; undefined: anyone assigned to the company (home, contact, print). */
export function accessOf(relativePath: string): ScreenAccess | undefined {
  let best: string | undefined;
  for (const prefix of Object.keys(screenAccess)) {
    const under = relativePath === prefix || relativePath.startsWith(`${prefix}/`);
    if (under && (best === undefined || prefix.length > best.length)) best = prefix;
  }
  return best === undefined ? undefined : screenAccess[best];
}
