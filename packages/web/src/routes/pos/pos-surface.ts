export { PosShell } from "./pos-shell";
export { PosCustomersPage } from "./customers/pos-customers-page";
export { PosAddCustomerPage, PosEditCustomerPage } from "./customers/pos-customer-page";
export { PosSalePage } from "./sale/pos-sale-page";
export { PosSaleSuccessPage } from "./sales/sale-success-page";
export { PosPaymentsPage } from "./sales/pos-payments-page";
export { PosPaymentPage } from "./sales/pos-payment-page";
export { PosSettingsPage } from "./settings/pos-settings-page";
