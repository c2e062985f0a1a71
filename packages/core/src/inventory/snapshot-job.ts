import { now } from "../common/clock";
import { Company, Location, type CompanyItem } from "../company/company.entity";
import { normalizeFlags } from "../company/feature-flags.schema";
import { localTime } from "../discounts/local-time";
import { InventorySnapshot } from "./snapshot.entity";
import { fillSnapshot, getSnapshotHeader, snapshotHeader } from "./snapshot";

/** Nightly snapshots are taken from local midnight until this hour; an hourly run has six chances a night. */
const nightlyWindowHours = 6;
/** A "taking" snapshot older than this was left by a run that stopped: the next run takes it again. */
const staleClaimMs = 15 * 60_000;
const nightlyTaker = { kind: "job", id: "nightly-snapshots", name: "Nightly job" } as const;

export interface NightlyOptions {
  /** Stop starting new snapshots after this long (the Cron Lambda has 5 minutes). */
  budgetMs?: number;
  /** At most this many snapshots per run; the rest wait for the next run. */
  maxSnapshots?: number;
}

/** The night just ended in the company's time zone (YYYY-MM-DD), or null outside the nightly window. */
export function nightToSnapshot(at: Date, timeZone: string): string | null {
  const local = localTime(at, timeZone);
  if (local.minutes >= nightlyWindowHours * 60) return null;
  const day = new Date(`${local.date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** Claims the night's snapshot of a location: false when it is complete or another run is taking it. */
async function claim(company: CompanyItem, locationId: string, nightOf: string) {
  const header = snapshotHeader(company.companyId, locationId, nightlyTaker, nightOf);
  const existing = await getSnapshotHeader(company.companyId, header.snapshotId);
  if (existing?.status === "complete") return null;
  if (existing && now().getTime() - Date.parse(existing.takenAt) < staleClaimMs) return null;
  try {
    if (existing)
      await InventorySnapshot.put(header)
        .where((attributes, { eq }) => eq(attributes.takenAt, existing.takenAt))
        .go();
    else await InventorySnapshot.create(header).go();
    return header;
  } catch {
    return null;
  }
}

/**
 * Takes last night's snapshot of every location of every company with the inventorySnapshots flag, once per
 * night: each snapshot's id is its night and location, so a second run (or a run on another server) finds it
 * taken. Bounded by time and count; what is left is taken by the next run within the night's window.
 */
export async function runNightlySnapshots(options: NightlyOptions = {}) {
  const { budgetMs = 4 * 60_000, maxSnapshots = 500 } = options;
  const started = Date.now();
  const outcome = { taken: 0, skipped: 0, remaining: false };
  let cursor: string | null = null;
  do {
    const page: { data: CompanyItem[]; cursor: string | null } = await Company.query
      .all({})
      .go({ cursor, limit: 100 });
    for (const company of page.data) {
      if (!normalizeFlags(company).featureFlags.inventorySnapshots) continue;
      const nightOf = nightToSnapshot(now(), company.timezone);
      if (!nightOf) continue;
      const locations = await Location.query.byCompany({ companyId: company.companyId }).go({ pages: "all" });
      for (const location of locations.data) {
        if (outcome.taken >= maxSnapshots || Date.now() - started > budgetMs) {
          outcome.remaining = true;
          return outcome;
        }
        const header = await claim(company, location.locationId, nightOf);
        if (!header) {
          outcome.skipped += 1;
          continue;
        }
        await fillSnapshot(header);
        outcome.taken += 1;
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return outcome;
}
