/**
 * The route table of the spec as data: every path the app answers, with the screen title used
 * until a screen exists. `screen` names the screens that are built (see app/router.tsx).
 */
export type ScreenKey =
  | "login"
  | "register"
  | "verifyEmail"
  | "acceptInvitation"
  | "forgotPassword"
  | "resetPassword"
  | "migrationReset"
  | "dashboardHome"
  | "employees"
  | "employee"
  | "securityRoles"
  | "createSecurityRole"
  | "editSecurityRole"
  | "productListing"
  | "addProduct"
  | "editProduct"
  | "categories"
  | "suppliers"
  | "editSupplier"
  | "taxGroups"
  | "addTaxGroup"
  | "editTaxGroup"
  | "discounts"
  | "addDiscount"
  | "editDiscount"
  | "customers"
  | "addCustomer"
  | "editCustomer"
  | "loyalty"
  | "posCustomers"
  | "posAddCustomer"
  | "posEditCustomer"
  | "shifts"
  | "shift"
  | "salesSummary"
  | "paymentTypesReport"
  | "taxReport"
  | "advancedReports"
  | "insights"
  | "restockReport"
  | "print"
  | "adminCompanies"
  | "adminCompany"
  | "posSale"
  | "posSaleSuccess"
  | "posPayments"
  | "posPayment"
  | "posSettings"
  | "salesList"
  | "receiptSettings"
  | "adminCompaniesV2"
  | "adminSubscriptions"
  | "adminGlobalStats"
  | "adminExternalSources"
  | "adminOrganizations"
  | "adminDevelopment"
  | "locationSettings"
  | "adminStyleGuidelines"
  | "inventoryConvert"
  | "inventorySnapshots"
  | "inventorySnapshot"
  | "transfers"
  | "transfer"
  | "inventoryAudits"
  | "inventoryAudit"
  | "inventoryLogs"
  | "inventorySettings"
  | "inventoryOverview"
  | "inventoryUpdate"
  | "compliance"
  | "adminComplianceSetup"
  | "adminPayments"
  | "adminProductImport"
  | "adminProductBulkUpdate"
  | "adminCustomerImport"
  | "complianceSubmissions"
  | "purchaseOrders"
  | "purchaseOrder"
  | "purchaseOrderPrint"
  | "timesheets"
  | "generalSettings"
  | "registerDefaults"
  | "broadcasts"
  | "unsubscribe"
  | "taxConfigurations"
  | "addTaxConfiguration"
  | "pricingGroups"
  | "contact"
  | "deck"
  | "adminStorybook"
  | "adminProvinceSearch"
  | "adminProvinceExport"
  | "adminProvinceImport"
  | "adminGlobalImport"
  | "adminGlobalExport"
  | "wooProducts"
  | "wooCategories"
  | "wooSettings"
  | "qbSettings"
  | "qbSync"
  | "qbConnect"
  | "qbCallback"
  | "adminIntegrations"
  | "giftCardSettings";
export type ScreenRoute = { path: string; title: string; screen?: ScreenKey };
export type RedirectRoute = { from: string; to: string };

const screen = (path: string, title: string, key?: ScreenKey): ScreenRoute =>
  key ? { path, title, screen: key } : { path, title };

export const dashboardBase = "/company/:companyId/dashboard";
export const posBase = "/pos";
export const adminBase = "/admin";

export const publicScreens: ScreenRoute[] = [
  screen("/loginV2", "Log in", "login"),
  screen("/registerV2", "Register a store", "register"),
  screen("/verifyEmail", "Verify e-mail", "verifyEmail"),
  screen("/acceptInvitation", "Accept invitation", "acceptInvitation"),
  screen("/forgotPassword", "Forgot password", "forgotPassword"),
  screen("/forgotPasswordV2", "Forgot password", "forgotPassword"),
  screen("/resetPassword", "Reset password", "resetPassword"),
  screen("/resetPasswordV2", "Reset password", "resetPassword"),
  screen("/resetMigrationPassword", "Reset password", "migrationReset"),
  screen("/unsubscribe", "Unsubscribe", "unsubscribe"),
  screen("/deck", "Presentation", "deck"),
];

/** Paths relative to /company/:companyId/dashboard; "" is the dashboard home. */
export const dashboardScreens: ScreenRoute[] = [
  screen("", "Dashboard", "dashboardHome"),
  screen("settings/general", "General settings", "generalSettings"),
  screen("settings/locations", "Locations", "locationSettings"),
  screen("settings/pos", "POS settings", "registerDefaults"),
  screen("settings/receipts", "Receipts", "receiptSettings"),
  screen("settings/taxes", "Taxes", "taxGroups"),
  screen("settings/taxConfigurations", "Tax configurations", "taxConfigurations"),
  screen("settings/taxConfigurations/addTax", "Add tax", "addTaxConfiguration"),
  screen("settings/inventory", "Inventory settings", "inventorySettings"),
  screen("settings/giftcards", "Gift cards", "giftCardSettings"),
  screen("productListing", "Products", "productListing"),
  screen("productListing/addProduct", "Add product", "addProduct"),
  screen("productListing/editProduct/:id", "Edit product", "editProduct"),
  screen("productListing/pricingGroups", "Pricing groups", "pricingGroups"),
  screen("categories", "Categories", "categories"),
  screen("suppliers", "Suppliers", "suppliers"),
  screen("suppliers/edit", "Edit supplier", "editSupplier"),
  screen("discounts", "Discounts", "discounts"),
  screen("discounts/addDiscount", "Add discount", "addDiscount"),
  screen("discounts/editDiscount/:id", "Edit discount", "editDiscount"),
  screen("taxes/add", "Add tax group", "addTaxGroup"),
  screen("taxes/edit", "Edit tax group", "editTaxGroup"),
  screen("customers/list", "Customers", "customers"),
  screen("customers/list/add", "Add customer", "addCustomer"),
  screen("customers/list/edit", "Edit customer", "editCustomer"),
  screen("customers/loyalty", "Loyalty", "loyalty"),
  screen("sales/list/:paymentId?", "Sales", "salesList"),
  screen("employees/employees", "Employees", "employees"),
  screen("employees/addEmployee", "Add employee", "employee"),
  screen("employees/securityRoles", "Security roles", "securityRoles"),
  screen("employees/securityRoles/create", "Create security role", "createSecurityRole"),
  screen("employees/securityRoles/edit", "Edit security role", "editSecurityRole"),
  screen("inventory/update", "Update inventory", "inventoryUpdate"),
  screen("inventory/update/snapshots", "Inventory snapshots", "inventorySnapshots"),
  screen("inventory/update/snapshots/:id", "Inventory snapshot", "inventorySnapshot"),
  screen("inventory/transfer", "Transfers", "transfers"),
  screen("inventory/transfer/editTransfer/:id", "Edit transfer", "transfer"),
  screen("inventory/convert", "Convert inventory", "inventoryConvert"),
  screen("inventory/overview", "Inventory overview", "inventoryOverview"),
  screen("inventory/audit", "Inventory audits", "inventoryAudits"),
  screen("inventory/audit/:id", "Inventory audit", "inventoryAudit"),
  screen("contact", "Contact", "contact"),
  screen("print", "Print", "print"),
  screen("purchaseOrders", "Purchase orders", "purchaseOrders"),
  screen("purchaseOrders/editPurchaseOrder/:id", "Edit purchase order", "purchaseOrder"),
  screen("purchaseOrders/editPurchaseOrder/:id/print", "Print purchase order", "purchaseOrderPrint"),
  screen("analytics/summary", "Sales summary", "salesSummary"),
  screen("analytics/timesheets", "Timesheets", "timesheets"),
  screen("analytics/paymentTypes", "Payment types report", "paymentTypesReport"),
  screen("analytics/taxes", "Tax report", "taxReport"),
  screen("advanced", "Advanced reports", "advancedReports"),
  screen("insights", "Insights", "insights"),
  screen("analytics/restock", "Restock report", "restockReport"),
  screen("broadcasts", "Broadcasts", "broadcasts"),
  screen("inventoryLogs", "Inventory logs", "inventoryLogs"),
  screen("compliance", "Compliance", "compliance"),
  screen("compliance/submissions", "Compliance", "complianceSubmissions"),
  screen("shifts", "Shifts", "shifts"),
  screen("shifts/:shiftId", "Shift", "shift"),
  screen("integrations/wooCommerce/products", "WooCommerce products", "wooProducts"),
  screen("integrations/wooCommerce/categories", "WooCommerce categories", "wooCategories"),
  screen("integrations/wooCommerce/settings", "WooCommerce settings", "wooSettings"),
  screen("integrations/quickBooks/main/settings", "QuickBooks settings", "qbSettings"),
  screen("integrations/quickBooks/main/sync", "QuickBooks sync", "qbSync"),
  screen("integrations/quickBooks/authConnect", "Connect QuickBooks", "qbConnect"),
  screen("integrations/quickBooks/authCallback", "Connecting QuickBooks", "qbCallback"),
];

/** Paths relative to /pos. */
export const posScreens: ScreenRoute[] = [
  screen("sale", "Register", "posSale"),
  screen("sale/success", "Sale complete", "posSaleSuccess"),
  screen("payments", "Sales", "posPayments"),
  screen("payment/:id", "Sale details", "posPayment"),
  screen("customers", "Customers", "posCustomers"),
  screen("customers/add", "Add customer", "posAddCustomer"),
  screen("customers/edit", "Edit customer", "posEditCustomer"),
  screen("settings", "Settings", "posSettings"),
];

const companyChildren = (prefix: string): ScreenRoute[] => [
  screen(`${prefix}companies`, "Companies", prefix ? "adminCompaniesV2" : "adminCompanies"),
  screen(`${prefix}companies/:companyId`, "Company", "adminCompany"),
  screen(`${prefix}companies/:companyId/productImport`, "Product import", "adminProductImport"),
  screen(`${prefix}companies/:companyId/productBulkUpdate`, "Product bulk update", "adminProductBulkUpdate"),
  screen(`${prefix}companies/:companyId/customerImport`, "Customer import", "adminCustomerImport"),
];

const catalogueScreens = (prefix: string): ScreenRoute[] => [
  screen(`${prefix}provinceProducts/search`, "Province products", "adminProvinceSearch"),
  screen(`${prefix}provinceProducts/export`, "Export province products", "adminProvinceExport"),
  screen(`${prefix}provinceProducts/import`, "Import province products", "adminProvinceImport"),
  screen(`${prefix}globalCatalog/import`, "Global catalog", "adminGlobalImport"),
  screen(`${prefix}globalCatalog/export`, "Export global catalog", "adminGlobalExport"),
];

/** Paths relative to /admin. */
export const adminScreens: ScreenRoute[] = [
  ...companyChildren(""),
  screen("companies/:companyId/subscriptions", "Webhook subscriptions", "adminSubscriptions"),
  screen("global", "Global stats", "adminGlobalStats"),
  screen("externalSources", "External sources", "adminExternalSources"),
  screen("organizations", "Organizations", "adminOrganizations"),
  ...catalogueScreens(""),
  ...companyChildren("v2/"),
  screen("v2/development", "Development", "adminDevelopment"),
  screen("v2/integrations", "Integrations", "adminIntegrations"),
  screen("v2/organizations", "Organizations", "adminOrganizations"),
  screen("v2/styleGuidelines", "Style guidelines", "adminStyleGuidelines"),
  screen("v2/payments/*", "Payments", "adminPayments"),
  screen("v2/compliance/*", "Compliance setup", "adminComplianceSetup"),
  screen("v2/storybook", "Storybook", "adminStorybook"),
  ...catalogueScreens("v2/"),
];

/** Absolute redirects; `:companyId` is carried over by the router. */
export const redirects: RedirectRoute[] = [
  { from: "/", to: "/loginV2" },
  { from: "/login", to: "/loginV2" },
  { from: "/register", to: "/registerV2" },
  { from: "/company/:companyId", to: "/company/:companyId/dashboard" },
  { from: "/pos", to: "/pos/sale" },
  { from: "/admin", to: "/admin/companies" },
  { from: "/admin/provinceProducts", to: "/admin/provinceProducts/search" },
  { from: "/admin/globalCatalog", to: "/admin/globalCatalog/import" },
  { from: "/admin/v2", to: "/admin/v2/companies" },
  { from: "/admin/v2/provinceProducts", to: "/admin/v2/provinceProducts/search" },
  { from: "/admin/v2/globalCatalog", to: "/admin/v2/globalCatalog/import" },
];

export const quickBooksCallbackPath = "/quickBooksCallback";

/** Route parameters that are numbers (company ids are numbers, DESIGN.md "Data"). */
export const numericRouteParams = ["companyId"] as const;

/** Whether a matched route carries a parameter that cannot be what it names ("/admin/companies/abc"). */
export function hasBadRouteParams(params: Readonly<Record<string, string | undefined>>): boolean {
  return numericRouteParams.some((name) => {
    const value = params[name];
    return value !== undefined && !/^[1-9]\d{0,14}$/.test(value);
  });
}

const join = (base: string, path: string) => (path ? `${base}/${path}` : base);

/** Every absolute path the app renders a screen for. */
export function screenPaths(): string[] {
  return [
    ...publicScreens.map((route) => route.path),
    ...dashboardScreens.map((route) => join(dashboardBase, route.path)),
    ...posScreens.map((route) => join(posBase, route.path)),
    ...adminScreens.map((route) => join(adminBase, route.path)),
  ];
}

/**
 * Where /quickBooksCallback forwards: the company's QuickBooks callback, query string kept. The state is the
 * company id, followed by the signed part the server checks (`{companyId}.{nonce}.{signature}`).
 */
export function quickBooksCallbackTarget(search: string): string {
  const companyId = /^(\d+)(\.[\w-]+)*$/.exec(new URLSearchParams(search).get("state") ?? "")?.[1];
  if (!companyId) return "/";
  return `/company/${companyId}/dashboard/integrations/quickBooks/authCallback${search}`;
}
