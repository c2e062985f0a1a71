import { countedStatuses, statsWindowDays, topBarcodeCount, type GlobalStats } from "./stats.schema";

/** The figures of one sale the stats need. */
export interface SaleFacts {
  companyId: number;
  status: string;
  date: string;
  total: number;
  customerId: string | null;
  lines: { barcode: string | null; productName: string; units: number; refundedUnits: number }[];
}

/** The last `statsWindowDays` UTC days, oldest first, ending with the day of `now`. */
export function windowDays(now: Date): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: statsWindowDays }, (_, index) =>
    new Date(end - (statsWindowDays - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * Active clients: licensed companies with a sale in the window. Customers per day: distinct identified customers
 * served that day (anonymous sales count no customer). Top barcodes: units sold less units refunded, all time.
 */
export function globalStatsOf(sales: SaleFacts[], now: Date): GlobalStats {
  const days = windowDays(now);
  const inWindow = new Set(days);
  const counted = sales.filter((sale) => countedStatuses.includes(sale.status));
  const perDay = new Map(days.map((day) => [day, { sales: 0, total: 0, customers: new Set<string>() }]));
  const active = new Set<number>();
  const barcodes = new Map<string, { productName: string; unitsSold: number }>();
  for (const sale of counted) {
    const day = sale.date.slice(0, 10);
    const bucket = perDay.get(day);
    if (bucket && inWindow.has(day)) {
      bucket.sales += 1;
      bucket.total += sale.total;
      if (sale.customerId) bucket.customers.add(`${sale.companyId}#${sale.customerId}`);
      active.add(sale.companyId);
    }
    for (const line of sale.lines) {
      if (!line.barcode) continue;
      const entry = barcodes.get(line.barcode) ?? { productName: line.productName, unitsSold: 0 };
      entry.unitsSold += line.units - line.refundedUnits;
      barcodes.set(line.barcode, entry);
    }
  }
  const series = [...perDay];
  return {
    numberOfActiveClients: active.size,
    topSellingBarcodesAllTimeFromLicensedStores: [...barcodes]
      .map(([barcode, entry]) => ({ barcode, ...entry }))
      .filter((entry) => entry.unitsSold > 0)
      .sort((a, b) => b.unitsSold - a.unitsSold || a.barcode.localeCompare(b.barcode))
      .slice(0, topBarcodeCount),
    numberOfSalesFromLicensedStores: series.map(([date, bucket]) => ({ date, numberOfSales: bucket.sales })),
    salesInDollarsFromLicensedStores: series.map(([date, bucket]) => ({ date, salesTotal: bucket.total })),
    numberOfCustomersFromLicensedStores: series.map(([date, bucket]) => ({
      date,
      numberOfCustomers: bucket.customers.size,
    })),
    computedAt: now.toISOString(),
  };
}
