import { now } from "../common/clock";
import { Company, Location } from "../company/company.entity";
import { localTime } from "../discounts/local-time";
import {
  globalStatsOf,
  lastStatsDay,
  windowDays,
  type BarcodeFacts,
  type DayFacts,
} from "./global-stats-math";
import { barcodeFactsOf, dayFactsOf } from "./stats-rollups";
import { GlobalStatsSnapshot } from "./stats-snapshot.entity";
import type { GlobalStats } from "./stats.schema";

const snapshotName = "global";
/** A month is folded into a location's saved totals a week after it ends (registers that were offline have synced). */
const settleDays = 7;

/** The last month that ended at least `settleDays` ago, YYYY-MM. */
function closedMonth(at: Date): string {
  const settled = new Date(at.getTime() - settleDays * 86_400_000);
  return new Date(Date.UTC(settled.getUTCFullYear(), settled.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

interface LicensedLocation {
  companyId: number;
  locationId: string;
  timeZone: string;
}

async function licensedLocations(): Promise<LicensedLocation[]> {
  // Every company (the platform's list), to pick the licensed ones: grows with tenants, never with sales.
  const companies = await Company.query
    .all({})
    .go({ pages: "all", attributes: ["companyId", "isLicensed", "timezone"] });
  const perCompany = await Promise.all(
    companies.data
      .filter((company) => company.isLicensed)
      .map(async (company) => {
        // A company's locations: a short list per tenant by design.
        const { data } = await Location.query
          .byCompany({ companyId: company.companyId })
          .go({ pages: "all", attributes: ["locationId", "timezone"] });
        return data.map((location) => ({
          companyId: company.companyId,
          locationId: location.locationId,
          timeZone: location.timezone ?? company.timezone,
        }));
      }),
  );
  return perCompany.flat();
}

/**
 * Computes the stats from the licensed companies' rollups (never a sale): per location, 30 days of day and customer
 * rows, and the all-time product totals kept per location and brought up to date month by month. Run on demand
 * (Refresh); the result is kept as a snapshot. Days are each location's local days, as its reports show them, and
 * the window ends with the latest local day of any location (so a store's today is the last bar even when UTC has
 * moved on to tomorrow).
 */
export async function refreshGlobalStats(): Promise<GlobalStats> {
  const at = now();
  const locations = await licensedLocations();
  const window = windowDays(
    lastStatsDay(
      locations.map((location) => localTime(at, location.timeZone).date),
      at,
    ),
  );
  const [from, to] = [window[0] ?? "", window.at(-1) ?? ""];
  const closed = closedMonth(at);
  const days: DayFacts[] = [];
  const barcodes: BarcodeFacts[] = [];
  for (const { companyId, locationId } of locations) {
    const ref = { companyId, locationId };
    const [dayFacts, barcodeFacts] = await Promise.all([
      dayFactsOf(ref, from, to),
      barcodeFactsOf(ref, closed),
    ]);
    days.push(...dayFacts);
    barcodes.push(...barcodeFacts);
  }
  const stats = globalStatsOf(days, barcodes, window, at);
  await GlobalStatsSnapshot.put({ name: snapshotName, stats }).go();
  return stats;
}

/** The last snapshot, computed the first time it is asked for. */
export async function getGlobalStats(): Promise<GlobalStats> {
  const snapshot = await GlobalStatsSnapshot.get({ name: snapshotName }).go();
  return snapshot.data?.stats ?? refreshGlobalStats();
}
