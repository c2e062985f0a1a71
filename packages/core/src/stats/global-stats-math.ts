import { statsWindowDays, topBarcodeCount, type GlobalStats } from "./stats.schema";

/** One location's figures of one day, from its rollups (reports/rollup.entity.ts). */
export interface DayFacts {
  companyId: number;
  /** The location's local day, YYYY-MM-DD. */
  day: string;
  /** Completed sales (refunded since included: the refund is its own event). */
  sales: number;
  /** The sales' totals, cents. */
  total: number;
  /** Identified customers served that day (anonymous sales count no customer). */
  customerIds: string[];
}

/** A product's units sold less units refunded, all time, at one location, with its current barcode. */
export interface BarcodeFacts {
  barcode: string;
  productName: string;
  units: number;
}

/** The `statsWindowDays` days ending with `lastDay` (YYYY-MM-DD), oldest first. */
export function windowDays(lastDay: string): string[] {
  const end = Date.parse(`${lastDay}T00:00:00.000Z`);
  return Array.from({ length: statsWindowDays }, (_, index) =>
    new Date(end - (statsWindowDays - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The stats' last day: the latest local day of the locations (today in UTC without any). */
export function lastStatsDay(localToday: string[], now: Date): string {
  return localToday.length === 0
    ? now.toISOString().slice(0, 10)
    : localToday.reduce((a, b) => (a > b ? a : b));
}

/**
 * Active clients: licensed companies with a sale in the window. Customers per day: distinct identified customers
 * of a company served that day, summed over companies. Top barcodes: units sold less units refunded, all time.
 */
export function globalStatsOf(
  days: DayFacts[],
  barcodes: BarcodeFacts[],
  window: string[],
  now: Date,
): GlobalStats {
  const perDay = new Map(window.map((day) => [day, { sales: 0, total: 0, customers: new Set<string>() }]));
  const active = new Set<number>();
  for (const facts of days) {
    const bucket = perDay.get(facts.day);
    if (!bucket || facts.sales === 0) continue;
    bucket.sales += facts.sales;
    bucket.total += facts.total;
    for (const customerId of facts.customerIds) bucket.customers.add(`${facts.companyId}#${customerId}`);
    active.add(facts.companyId);
  }
  const byBarcode = new Map<string, { productName: string; unitsSold: number }>();
  for (const facts of barcodes) {
    const entry = byBarcode.get(facts.barcode) ?? { productName: facts.productName, unitsSold: 0 };
    entry.unitsSold += facts.units;
    byBarcode.set(facts.barcode, entry);
  }
  const series = [...perDay];
  return {
    numberOfActiveClients: active.size,
    topSellingBarcodesAllTimeFromLicensedStores: [...byBarcode]
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
