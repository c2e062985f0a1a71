/** admin.md 3 "Global stats": the platform's figures over licensed companies, per UTC day for the last 30 days. */
export interface GlobalStats {
  numberOfActiveClients: number;
  topSellingBarcodesAllTimeFromLicensedStores: { barcode: string; productName: string; unitsSold: number }[];
  numberOfSalesFromLicensedStores: { date: string; numberOfSales: number }[];
  salesInDollarsFromLicensedStores: { date: string; salesTotal: number }[];
  numberOfCustomersFromLicensedStores: { date: string; numberOfCustomers: number }[];
  computedAt: string;
}

export const statsWindowDays = 30;
export const topBarcodeCount = 10;

/** Sales that happened: completed, even if refunded since (the refund is its own event). */
export const countedStatuses: readonly string[] = ["complete", "refunded", "partiallyRefunded"];
