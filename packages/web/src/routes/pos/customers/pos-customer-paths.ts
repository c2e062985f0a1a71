/** The register's customer screens (pos-and-accounts.md POS paths). */
export const posCustomerPaths = {
  customers: "/pos/customers",
  addCustomer: "/pos/customers/add",
  editCustomer: (customerId: string) => `/pos/customers/edit?customerId=${encodeURIComponent(customerId)}`,
};
