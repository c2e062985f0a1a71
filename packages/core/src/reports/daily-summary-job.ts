import { randomUUID } from "node:crypto";
import { loadUserAccess, permissionsAtLocation } from "../auth/access";
import { epochSeconds, now } from "../common/clock";
import { Company, Location, type CompanyItem, type LocationItem } from "../company/company.entity";
import { isConditionFailure } from "../db/conditions";
import { outboxItem } from "../email/outbox";
import { OutboxEmail } from "../email/outbox.entity";
import { dailySummaryEmail } from "./daily-summary-email";
import { defaultClosingTime, lastClosedDay } from "./daily-summary-closing";
import { SummaryRun, SummarySubscription } from "./daily-summary.entity";
import type { SummaryReport } from "./reports.schema";
import { summaryReport } from "./summary";

const runRetentionMs = 30 * 24 * 3_600_000;

interface RunCounts {
  locations: number;
  sent: number;
  alreadySent: number;
  notAllowed: number;
}

/**
 * The e-mail's outbox id is its company, location, day and user: the outbox item is created only if absent, so a
 * second run, an overlapping run or a run after a crash never sends the same summary twice.
 */
export const dailySummaryEmailId = (companyId: number, locationId: string, day: string, userId: string) =>
  `daily-summary#${companyId}#${locationId}#${day}#${userId}`;

async function createOnce(item: ReturnType<typeof outboxItem>): Promise<boolean> {
  try {
    await OutboxEmail.create(item).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function mayView(userId: string, companyId: number, locationId: string): Promise<boolean> {
  const access = await loadUserAccess(userId);
  return (
    access !== null &&
    (await permissionsAtLocation(access, companyId, locationId)).includes("CAN_VIEW_REPORTS")
  );
}

async function sendForCompany(company: CompanyItem, fallbackTime: string, counts: RunCounts): Promise<void> {
  const { companyId } = company;
  const [subscriptions, locations] = await Promise.all([
    SummarySubscription.query.byCompany({ companyId }).go({ pages: "all" }),
    Location.query.byCompany({ companyId }).go({ pages: "all" }),
  ]);
  const byId = new Map<string, LocationItem>(
    locations.data.map((location) => [location.locationId, location]),
  );
  const reports = new Map<string, Promise<SummaryReport>>();
  const seen = new Set<string>();
  for (const subscription of subscriptions.data) {
    const location = byId.get(subscription.locationId);
    if (!location) continue;
    const day = lastClosedDay(
      now(),
      location.timezone ?? company.timezone,
      location.openingHours,
      fallbackTime,
    );
    if (!day) continue;
    if (!seen.has(location.locationId)) {
      seen.add(location.locationId);
      counts.locations += 1;
    }
    const emailId = dailySummaryEmailId(companyId, location.locationId, day, subscription.userId);
    if ((await OutboxEmail.get({ emailId }).go()).data) {
      counts.alreadySent += 1;
      continue;
    }
    if (!(await mayView(subscription.userId, companyId, location.locationId))) {
      counts.notAllowed += 1;
      continue;
    }
    if (!reports.has(location.locationId))
      reports.set(
        location.locationId,
        summaryReport({ companyId, locationIds: [location.locationId], from: day, to: day, top: 5 }),
      );
    const message = dailySummaryEmail({
      to: subscription.email,
      companyId,
      companyName: company.name,
      locationName: location.name,
      day,
      report: await reports.get(location.locationId)!,
    });
    if (await createOnce(outboxItem(message, emailId))) counts.sent += 1;
    else counts.alreadySent += 1;
  }
}

/** Runs one company and logs the run: "running" first, then its outcome and counts. */
async function runCompany(
  company: CompanyItem,
  fallbackTime: string,
): Promise<RunCounts & { failed: boolean }> {
  const startedAt = now();
  const run = {
    companyId: company.companyId,
    runId: randomUUID(),
    startedAt: startedAt.toISOString(),
    expiresAt: epochSeconds(new Date(startedAt.getTime() + runRetentionMs)),
  };
  await SummaryRun.create({ ...run, status: "running" }).go();
  const counts: RunCounts = { locations: 0, sent: 0, alreadySent: 0, notAllowed: 0 };
  try {
    await sendForCompany(company, fallbackTime, counts);
    await SummaryRun.patch(run)
      .set({ ...counts, status: "succeeded", finishedAt: now().toISOString() })
      .go();
    return { ...counts, failed: false };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await SummaryRun.patch(run)
      .set({ ...counts, status: "failed", error: reason.slice(0, 500), finishedAt: now().toISOString() })
      .go();
    return { ...counts, failed: true };
  }
}

async function hasSubscriptions(companyId: number): Promise<boolean> {
  const page = await SummarySubscription.query.byCompany({ companyId }).go({ limit: 1 });
  return page.data.length > 0;
}

/**
 * The daily summary job: for every company with subscriptions, e-mails each subscriber the analytics/summary
 * figures of each subscribed location's last closed day (daily-summary-closing.ts), once per location, day and
 * user. Each company's run is logged (SummaryRun).
 */
export async function runDailySummaries(
  options: { fallbackTime?: string; companyIds?: readonly number[] } = {},
): Promise<{ companies: number; sent: number; failed: number }> {
  const fallbackTime = options.fallbackTime ?? process.env.DAILY_SUMMARY_TIME ?? defaultClosingTime;
  const only = options.companyIds ? new Set(options.companyIds) : null;
  const outcome = { companies: 0, sent: 0, failed: 0 };
  let cursor: string | null = null;
  do {
    const page: { data: CompanyItem[]; cursor: string | null } = await Company.query
      .all({})
      .go({ cursor, limit: 100 });
    for (const company of page.data) {
      if (only && !only.has(company.companyId)) continue;
      if (!(await hasSubscriptions(company.companyId))) continue;
      const result = await runCompany(company, fallbackTime);
      outcome.companies += 1;
      outcome.sent += result.sent;
      if (result.failed) outcome.failed += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return outcome;
}
