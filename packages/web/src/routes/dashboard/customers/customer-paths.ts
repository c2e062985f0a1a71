/** Absolute links of the customer screens of one company (dashboard.md route table). */
export function customerPaths(companyId: number) {
  const base = `/company/${companyId}/dashboard/customers`;
  return {
    customers: `${base}/list`,
    addCustomer: `${base}/list/add`,
    editCustomer: (customerId: string) => `${base}/list/edit?customerId=${encodeURIComponent(customerId)}`,
    loyalty: `${base}/loyalty`,
    /** The sale in the dashboard's sales list, opened beside the list of its location. */
    sale: (paymentId: string, locationId: string) =>
      `/company/${companyId}/dashboard/sales/list/${encodeURIComponent(paymentId)}?locationId=${encodeURIComponent(locationId)}`,
  };
}
