export { PosShell } from "./pos-shell";
export { PosCustomersPage } from "./customers/pos-customers-page";
export { PosAddCustomerPage, PosEditCustomerPage } from "./customers/pos-customer-page";
