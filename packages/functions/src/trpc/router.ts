import { router } from "./init";
import { customersRouter } from "./routers/customers";
import { discountsRouter } from "./routers/discounts";
import { loyaltyRouter } from "./routers/loyalty";
import { accountRouter } from "./routers/account";
import { catalogRouter } from "./routers/catalog";
import { employeesRouter } from "./routers/employees";
import { flagsRouter } from "./routers/flags";
import { adminRouter } from "./routers/admin";
import { authRouter } from "./routers/auth";
import { companyRouter } from "./routers/company";
import { connectivityRouter } from "./routers/connectivity";
import { deviceRouter } from "./routers/device";
import { preferencesRouter } from "./routers/preferences";
import { shiftsRouter } from "./routers/shifts";
import { hoursRouter } from "./routers/hours";
import { cashRouter } from "./routers/cash";
import { salesRouter } from "./routers/sales";
import { paymentsRouter } from "./routers/payments";
import { posDataRouter } from "./routers/pos-data";
import { paymentQueueRouter } from "./routers/payment-queue";
import { integrationsRouter } from "./routers/integrations";
import { devicePreferencesRouter } from "./routers/device-preferences";
import { receiptSettingsRouter } from "./routers/receipt-settings";
import { adminCompaniesRouter } from "./routers/admin-companies";
import { organizationsRouter } from "./routers/organizations";
import { externalSourcesRouter } from "./routers/external-sources";
import { adminUsersRouter } from "./routers/admin-users";
import { smsRouter } from "./routers/sms";
import { headsetRouter } from "./routers/headset";
import { webhooksRouter } from "./routers/webhooks";
import { statsRouter } from "./routers/stats";
import { companyMigrationRouter } from "./routers/company-migration";
import { inventoryConversionsRouter } from "./routers/inventory-conversions";
import { inventorySnapshotsRouter } from "./routers/inventory-snapshots";
import { transfersRouter } from "./routers/transfers";
import { inventoryAuditsRouter } from "./routers/inventory-audits";
import { locationsRouter } from "./routers/locations";
import { inventoryLogsRouter } from "./routers/inventory-logs";
import { inventorySettingsRouter } from "./routers/inventory-settings";
import { adminInventoryRouter } from "./routers/admin-inventory";
import { inventoryRouter } from "./routers/inventory";
import { complianceReportsRouter } from "./routers/compliance-reports";
import { ocsRouter } from "./routers/ocs";
import { purchaseOrdersRouter } from "./routers/purchase-orders";
import { reportsRouter } from "./routers/reports";
import { timesheetsRouter } from "./routers/timesheets";
import { generalSettingsRouter } from "./routers/general-settings";
import { registerDefaultsRouter } from "./routers/register-defaults";
import { moneyReportsRouter } from "./routers/reports-money";
import { advancedReportsRouter } from "./routers/advanced-reports";
import { analyticsRouter } from "./routers/analytics";
import { outreachRouter } from "./routers/outreach";
import { taxConfigsRouter } from "./routers/tax-configs";
import { pricingGroupsRouter } from "./routers/pricing-groups";
import { contactRouter } from "./routers/contact";
import { deckRouter } from "./routers/deck";
import { cardPaymentsRouter } from "./routers/card-payments";
import { provinceCatalogRouter } from "./routers/province-catalog";
import { importsRouter } from "./routers/imports";
import { wooCommerceRouter } from "./routers/woocommerce";
import { quickBooksRouter } from "./routers/quickbooks";
import { adminIntegrationsRouter } from "./routers/admin-integrations";
import { terminalsRouter } from "./routers/terminals";
import { giftCardsRouter } from "./routers/gift-cards";
import { paymentFeesRouter } from "./routers/payment-fees";
import { offlineRouter } from "./routers/offline";

export const appRouter = router({
  customers: customersRouter,
  discounts: discountsRouter,
  loyalty: loyaltyRouter,
  auth: authRouter,
  device: deviceRouter,
  company: companyRouter,
  admin: adminRouter,
  connectivity: connectivityRouter,
  account: accountRouter,
  employees: employeesRouter,
  flags: flagsRouter,
  catalog: catalogRouter,
  preferences: preferencesRouter,
  shifts: shiftsRouter,
  hours: hoursRouter,
  cash: cashRouter,
  sales: salesRouter,
  payments: paymentsRouter,
  posData: posDataRouter,
  paymentQueue: paymentQueueRouter,
  integrations: integrationsRouter,
  devicePreferences: devicePreferencesRouter,
  receiptSettings: receiptSettingsRouter,
  adminCompanies: adminCompaniesRouter,
  organizations: organizationsRouter,
  externalSources: externalSourcesRouter,
  adminUsers: adminUsersRouter,
  sms: smsRouter,
  headset: headsetRouter,
  webhooks: webhooksRouter,
  stats: statsRouter,
  companyMigration: companyMigrationRouter,
  inventoryConversions: inventoryConversionsRouter,
  inventorySnapshots: inventorySnapshotsRouter,
  transfers: transfersRouter,
  inventoryAudits: inventoryAuditsRouter,
  locations: locationsRouter,
  inventoryLogs: inventoryLogsRouter,
  inventorySettings: inventorySettingsRouter,
  adminInventory: adminInventoryRouter,
  inventory: inventoryRouter,
  complianceReports: complianceReportsRouter,
  ocs: ocsRouter,
  purchaseOrders: purchaseOrdersRouter,
  reports: reportsRouter,
  timesheets: timesheetsRouter,
  generalSettings: generalSettingsRouter,
  registerDefaults: registerDefaultsRouter,
  moneyReports: moneyReportsRouter,
  advancedReports: advancedReportsRouter,
  analytics: analyticsRouter,
  outreach: outreachRouter,
  taxConfigs: taxConfigsRouter,
  pricingGroups: pricingGroupsRouter,
  contact: contactRouter,
  deck: deckRouter,
  cardPayments: cardPaymentsRouter,
  provinceCatalog: provinceCatalogRouter,
  imports: importsRouter,
  wooCommerce: wooCommerceRouter,
  quickBooks: quickBooksRouter,
  adminIntegrations: adminIntegrationsRouter,
  terminals: terminalsRouter,
  giftCards: giftCardsRouter,
  paymentFees: paymentFeesRouter,
  offline: offlineRouter,
});

export type AppRouter = typeof appRouter;
