import { now } from "../common/clock";
import { Company, Location } from "../company/company.entity";
import { globalStatsOf, windowDays, type BarcodeFacts, type DayFacts } from "./global-stats-math";
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

async function companyFacts(
  companyId: number,
  at: Date,
): Promise<{ days: DayFacts[]; barcodes: BarcodeFacts[] }> {
  // A company's locations: a short list per tenant by design.
  const locations = await Location.query
    .byCompany({ companyId })
    .go({ pages: "all", attributes: ["locationId"] });
  const window = windowDays(at);
  const [from, to] = [window[0] ?? "", window.at(-1) ?? ""];
  const closed = closedMonth(at);
  const perLocation = await Promise.all(
    locations.data.map(async ({ locationId }) => {
      const ref = { companyId, locationId };
      const [days, barcodes] = await Promise.all([dayFactsOf(ref, from, to), barcodeFactsOf(ref, closed)]);
      return { days, barcodes };
    }),
  );
  return {
    days: perLocation.flatMap((facts) => facts.days),
    barcodes: perLocation.flatMap((facts) => facts.barcodes),
  };
}

/**
 * Computes the stats from the licensed companies' rollups (never a sale): per location, 30 days of day and customer
 * rows, and the all-time product totals kept per location and brought up to date month by month. Run on demand
 * (Refresh); the result is kept as a snapshot. Days are each location's local days, as its reports show them.
 */
export async function refreshGlobalStats(): Promise<GlobalStats> {
  const at = now();
  // Every company (the platform's list), to pick the licensed ones: grows with tenants, never with sales.
  const companies = await Company.query.all({}).go({ pages: "all", attributes: ["companyId", "isLicensed"] });
  const days: DayFacts[] = [];
  const barcodes: BarcodeFacts[] = [];
  for (const company of companies.data.filter((item) => item.isLicensed)) {
    const facts = await companyFacts(company.companyId, at);
    days.push(...facts.days);
    barcodes.push(...facts.barcodes);
  }
  const stats = globalStatsOf(days, barcodes, at);
  await GlobalStatsSnapshot.put({ name: snapshotName, stats }).go();
  return stats;
}

/** The last snapshot, computed the first time it is asked for. */
export async function getGlobalStats(): Promise<GlobalStats> {
  const snapshot = await GlobalStatsSnapshot.get({ name: snapshotName }).go();
  return snapshot.data?.stats ?? refreshGlobalStats();
}
