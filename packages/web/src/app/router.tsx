import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageSpinner } from "@/components/layout/page-spinner";
import { PlaceholderScreen } from "@/components/layout/placeholder-screen";
import { RouteError } from "@/components/layout/route-error";
import { appVariant, routedIn } from "@/lib/app-variant";
import { AppRoot } from "./app-root";
import { ParamRedirect, QuickBooksCallbackRedirect } from "./redirect";
import {
  adminBase,
  adminScreens,
  dashboardBase,
  dashboardScreens,
  posBase,
  posScreens,
  publicScreens,
  quickBooksCallbackPath,
  redirects,
  type ScreenKey,
  type ScreenRoute,
} from "./routes";

/** One module per surface, so each surface is one lazily loaded chunk. */
const loadAccount = () => import("@/routes/account/account-surface");
const loadDashboard = () => import("@/routes/dashboard/dashboard-surface");
const loadPos = () => import("@/routes/pos/pos-surface");
const loadAdmin = () => import("@/routes/admin/admin-surface");

type Lazy = () => Promise<{ Component: ComponentType }>;
const lazyComponent =
  <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType): Lazy =>
  async () => ({ Component: pick(await load()) });

const screenLoaders: Record<ScreenKey, Lazy> = {
  login: lazyComponent(loadAccount, (m) => m.LoginPage),
  register: lazyComponent(loadAccount, (m) => m.RegisterPage),
  verifyEmail: lazyComponent(loadAccount, (m) => m.VerifyEmailPage),
  acceptInvitation: lazyComponent(loadAccount, (m) => m.AcceptInvitationPage),
  forgotPassword: lazyComponent(loadAccount, (m) => m.ForgotPasswordPage),
  resetPassword: lazyComponent(loadAccount, (m) => m.ResetPasswordPage),
  migrationReset: lazyComponent(loadAccount, (m) => m.MigrationResetPage),
  dashboardHome: lazyComponent(loadDashboard, (m) => m.DashboardHome),
  employees: lazyComponent(loadDashboard, (m) => m.EmployeesPage),
  employee: lazyComponent(loadDashboard, (m) => m.EmployeePage),
  securityRoles: lazyComponent(loadDashboard, (m) => m.SecurityRolesPage),
  createSecurityRole: lazyComponent(loadDashboard, (m) => m.CreateSecurityRolePage),
  editSecurityRole: lazyComponent(loadDashboard, (m) => m.EditSecurityRolePage),
  productListing: lazyComponent(loadDashboard, (m) => m.ProductListingPage),
  addProduct: lazyComponent(loadDashboard, (m) => m.AddProductPage),
  editProduct: lazyComponent(loadDashboard, (m) => m.EditProductPage),
  categories: lazyComponent(loadDashboard, (m) => m.CategoriesPage),
  suppliers: lazyComponent(loadDashboard, (m) => m.SuppliersPage),
  editSupplier: lazyComponent(loadDashboard, (m) => m.EditSupplierPage),
  taxGroups: lazyComponent(loadDashboard, (m) => m.TaxGroupsPage),
  addTaxGroup: lazyComponent(loadDashboard, (m) => m.AddTaxGroupPage),
  editTaxGroup: lazyComponent(loadDashboard, (m) => m.EditTaxGroupPage),
  discounts: lazyComponent(loadDashboard, (m) => m.DiscountsPage),
  addDiscount: lazyComponent(loadDashboard, (m) => m.AddDiscountPage),
  editDiscount: lazyComponent(loadDashboard, (m) => m.EditDiscountPage),
  customers: lazyComponent(loadDashboard, (m) => m.CustomersPage),
  addCustomer: lazyComponent(loadDashboard, (m) => m.AddCustomerPage),
  editCustomer: lazyComponent(loadDashboard, (m) => m.EditCustomerPage),
  loyalty: lazyComponent(loadDashboard, (m) => m.LoyaltyPage),
  posCustomers: lazyComponent(loadPos, (m) => m.PosCustomersPage),
  posAddCustomer: lazyComponent(loadPos, (m) => m.PosAddCustomerPage),
  posEditCustomer: lazyComponent(loadPos, (m) => m.PosEditCustomerPage),
  shifts: lazyComponent(loadDashboard, (m) => m.ShiftsPage),
  shift: lazyComponent(loadDashboard, (m) => m.ShiftPage),
  print: lazyComponent(loadDashboard, (m) => m.PrintPage),
  adminCompanies: lazyComponent(loadAdmin, (m) => m.CompaniesPage),
  adminCompany: lazyComponent(loadAdmin, (m) => m.CompanyPage),
  posSale: lazyComponent(loadPos, (m) => m.PosSalePage),
  posSaleSuccess: lazyComponent(loadPos, (m) => m.PosSaleSuccessPage),
  posPayments: lazyComponent(loadPos, (m) => m.PosPaymentsPage),
  posPayment: lazyComponent(loadPos, (m) => m.PosPaymentPage),
  posSettings: lazyComponent(loadPos, (m) => m.PosSettingsPage),
  salesList: lazyComponent(loadDashboard, (m) => m.SalesListPage),
  receiptSettings: lazyComponent(loadDashboard, (m) => m.ReceiptSettingsPage),
  adminCompaniesV2: lazyComponent(loadAdmin, (m) => m.CompaniesV2Page),
  adminSubscriptions: lazyComponent(loadAdmin, (m) => m.SubscriptionsPage),
  adminGlobalStats: lazyComponent(loadAdmin, (m) => m.GlobalStatsPage),
  adminExternalSources: lazyComponent(loadAdmin, (m) => m.ExternalSourcesPage),
  adminOrganizations: lazyComponent(loadAdmin, (m) => m.OrganizationsPage),
  adminDevelopment: lazyComponent(loadAdmin, (m) => m.DevelopmentPage),
  adminStyleGuidelines: lazyComponent(loadAdmin, (m) => m.StyleGuidelinesPage),
  inventoryConvert: lazyComponent(loadDashboard, (m) => m.ConvertPage),
  inventorySnapshots: lazyComponent(loadDashboard, (m) => m.SnapshotsPage),
  inventorySnapshot: lazyComponent(loadDashboard, (m) => m.SnapshotPage),
  transfers: lazyComponent(loadDashboard, (m) => m.TransfersPage),
  transfer: lazyComponent(loadDashboard, (m) => m.TransferPage),
  purchaseOrders: lazyComponent(loadDashboard, (m) => m.PurchaseOrdersPage),
  purchaseOrder: lazyComponent(loadDashboard, (m) => m.PurchaseOrderPage),
  purchaseOrderPrint: lazyComponent(loadDashboard, (m) => m.PrintPurchaseOrderPage),
  inventoryAudits: lazyComponent(loadDashboard, (m) => m.InventoryAuditsPage),
  inventoryAudit: lazyComponent(loadDashboard, (m) => m.InventoryAuditPage),
  locationSettings: lazyComponent(loadDashboard, (m) => m.LocationsPage),
  inventoryLogs: lazyComponent(loadDashboard, (m) => m.InventoryLogsPage),
  salesSummary: lazyComponent(loadDashboard, (m) => m.SummaryPage),
  timesheets: lazyComponent(loadDashboard, (m) => m.TimesheetsPage),
  generalSettings: lazyComponent(loadDashboard, (m) => m.GeneralSettingsPage),
  giftCardSettings: lazyComponent(loadDashboard, (m) => m.GiftCardSettingsPage),
  registerDefaults: lazyComponent(loadDashboard, (m) => m.RegisterDefaultsPage),
  paymentTypesReport: lazyComponent(loadDashboard, (m) => m.PaymentTypesPage),
  taxReport: lazyComponent(loadDashboard, (m) => m.TaxesPage),
  advancedReports: lazyComponent(loadDashboard, (m) => m.AdvancedReportPage),
  insights: lazyComponent(loadDashboard, (m) => m.InsightsPage),
  restockReport: lazyComponent(loadDashboard, (m) => m.RestockPage),
  inventorySettings: lazyComponent(loadDashboard, (m) => m.InventorySettingsPage),
  inventoryOverview: lazyComponent(loadDashboard, (m) => m.InventoryOverviewPage),
  inventoryUpdate: lazyComponent(loadDashboard, (m) => m.InventoryUpdatePage),
  compliance: lazyComponent(loadDashboard, (m) => m.CompliancePage),
  adminComplianceSetup: lazyComponent(loadAdmin, (m) => m.ComplianceSetupPage),
  adminPayments: lazyComponent(loadAdmin, (m) => m.PaymentOptionsPage),
  adminProductImport: lazyComponent(loadAdmin, (m) => m.ProductImportPage),
  adminProductBulkUpdate: lazyComponent(loadAdmin, (m) => m.ProductBulkUpdatePage),
  adminCustomerImport: lazyComponent(loadAdmin, (m) => m.CustomerImportPage),
  complianceSubmissions: lazyComponent(loadDashboard, (m) => m.CompliancePage),
  broadcasts: lazyComponent(loadDashboard, (m) => m.BroadcastsPage),
  unsubscribe: lazyComponent(loadAccount, (m) => m.UnsubscribePage),
  taxConfigurations: lazyComponent(loadDashboard, (m) => m.TaxConfigurationsPage),
  addTaxConfiguration: lazyComponent(loadDashboard, (m) => m.AddTaxConfigurationPage),
  pricingGroups: lazyComponent(loadDashboard, (m) => m.PricingGroupsPage),
  contact: lazyComponent(loadDashboard, (m) => m.ContactPage),
  deck: lazyComponent(loadAccount, (m) => m.DeckPage),
  adminStorybook: lazyComponent(loadAdmin, (m) => m.StorybookPage),
  adminProvinceSearch: lazyComponent(loadAdmin, (m) => m.ProvinceSearchPage),
  adminProvinceExport: lazyComponent(loadAdmin, (m) => m.ProvinceExportPage),
  adminProvinceImport: lazyComponent(loadAdmin, (m) => m.ProvinceImportPage),
  adminGlobalImport: lazyComponent(loadAdmin, (m) => m.GlobalImportPage),
  adminGlobalExport: lazyComponent(loadAdmin, (m) => m.GlobalExportPage),
  wooProducts: lazyComponent(loadDashboard, (m) => m.WooProductsPage),
  wooCategories: lazyComponent(loadDashboard, (m) => m.WooCategoriesPage),
  wooSettings: lazyComponent(loadDashboard, (m) => m.WooSettingsPage),
  qbSettings: lazyComponent(loadDashboard, (m) => m.QbSettingsPage),
  qbSync: lazyComponent(loadDashboard, (m) => m.QbSyncPage),
  qbConnect: lazyComponent(loadDashboard, (m) => m.QbConnectPage),
  qbCallback: lazyComponent(loadDashboard, (m) => m.QbCallbackPage),
  adminIntegrations: lazyComponent(loadAdmin, (m) => m.AdminIntegrationsPage),
};

function screenRoute(route: ScreenRoute): RouteObject {
  const content = route.screen
    ? { lazy: screenLoaders[route.screen] }
    : { element: <PlaceholderScreen title={route.title} /> };
  const handle = { title: route.title };
  return route.path === "" ? { index: true, handle, ...content } : { path: route.path, handle, ...content };
}

/** The POS-only build leaves out the screens it hides (lib/app-variant.ts). */
const routedUnder = (base: string) => (route: ScreenRoute) => routedIn(appVariant, `${base}/${route.path}`);

function redirectRoutesUnder(base: string): RouteObject[] {
  return redirects
    .filter((r) => r.from === base)
    .map((r) => ({ index: true, element: <ParamRedirect to={r.to} /> }));
}

const topLevelRedirects: RouteObject[] = redirects
  .filter((r) => r.from !== posBase && r.from !== adminBase)
  .map((r) => ({ path: r.from, element: <ParamRedirect to={r.to} /> }));

const routes: RouteObject[] = [
  {
    Component: AppRoot,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      ...topLevelRedirects,
      { path: quickBooksCallbackPath, element: <QuickBooksCallbackRedirect /> },
      { lazy: lazyComponent(loadAccount, (m) => m.AccountLayout), children: publicScreens.map(screenRoute) },
      {
        path: dashboardBase,
        lazy: lazyComponent(loadDashboard, (m) => m.DashboardRoot),
        children: dashboardScreens.filter(routedUnder(dashboardBase)).map(screenRoute),
      },
      {
        path: posBase,
        lazy: lazyComponent(loadPos, (m) => m.PosShell),
        children: [...redirectRoutesUnder(posBase), ...posScreens.map(screenRoute)],
      },
      {
        path: adminBase,
        lazy: lazyComponent(loadAdmin, (m) => m.AdminRoot),
        children: [
          ...redirectRoutesUnder(adminBase),
          ...adminScreens.filter(routedUnder(adminBase)).map(screenRoute),
        ],
      },
      { path: "*", element: <ParamRedirect to="/" /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
