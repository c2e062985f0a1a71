import { nowIso } from "../common/clock";
import { Company, type CompanyItem } from "../company/company.entity";
import { OcsClient } from "./ocs-client";
import { submitStoreEvents } from "./ocs-event-batches";
import { submitStorePositions } from "./ocs-positions";
import { companyLocations, ocsStoresOf, readOcsCredentials } from "./ocs-setup";

export interface OcsJobOptions {
  client?: OcsClient;
  /** Only this company (tests). */
  companyId?: number;
  /** Also the daily positions (default true). */
  positions?: boolean;
}

type Totals = {
  stores: number;
  batches: number;
  accepted: number;
  rejected: number;
  retry: number;
  positions: number;
};

async function submitCompany(
  company: CompanyItem,
  client: OcsClient,
  options: OcsJobOptions,
  totals: Totals,
) {
  const stores = ocsStoresOf(company, await companyLocations(company.companyId));
  if (stores.length === 0) return;
  const credentials = await readOcsCredentials(company.companyId);
  if (!credentials) return;
  for (const store of stores) {
    totals.stores += 1;
    const events = await submitStoreEvents(client, credentials, store, nowIso);
    totals.batches += events.batches;
    totals.accepted += events.accepted;
    totals.rejected += events.rejected;
    totals.retry += events.retry;
    if (options.positions === false) continue;
    const timeZone = store.location.timezone ?? company.timezone;
    totals.positions += (await submitStorePositions(client, credentials, store, timeZone, nowIso)).accepted;
  }
}

/**
 * The scheduled OCS submission (docs/compliance-ocs.md): for every compliance-on store of every company with
 * credentials, its events in batches and its daily positions. Stores of a company without credentials wait.
 */
export async function runOcsSubmissions(options: OcsJobOptions = {}) {
  const totals: Totals = { stores: 0, batches: 0, accepted: 0, rejected: 0, retry: 0, positions: 0 };
  if (!options.client && !process.env.OCS_API_URL) return totals;
  const client = options.client ?? new OcsClient();
  const companies: CompanyItem[] = [];
  if (options.companyId !== undefined) {
    const company = (await Company.get({ companyId: options.companyId }).go()).data;
    if (company) companies.push(company);
  } else {
    let cursor: string | null = null;
    do {
      const page: { data: CompanyItem[]; cursor: string | null } = await Company.query
        .all({})
        .go({ cursor, limit: 100 });
      companies.push(...page.data.filter((company) => (company.ocsLocationIds ?? []).length > 0));
      cursor = page.cursor;
    } while (cursor);
  }
  for (const company of companies) {
    // One company's failure (credentials sealed under another key, a bug) must not hold the others' reports.
    try {
      await submitCompany(company, client, options, totals);
    } catch (error) {
      console.error(`OCS submission for company ${company.companyId} failed`, error);
    }
  }
  return totals;
}
