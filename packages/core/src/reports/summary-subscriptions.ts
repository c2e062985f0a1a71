import { nowIso } from "../common/clock";
import type { SummaryRunView, SummarySubscriptionInput } from "./daily-summary.schema";
import { SummaryRun, SummarySubscription } from "./daily-summary.entity";

interface Subscriber {
  companyId: number;
  userId: string;
  email: string;
}

/** The locations whose daily summary the user receives. */
export async function subscribedLocations(companyId: number, userId: string): Promise<string[]> {
  const items = await SummarySubscription.query.byCompany({ companyId }).go({ pages: "all" });
  return items.data.filter((item) => item.userId === userId).map((item) => item.locationId);
}

/** Subscribes or unsubscribes the user (who may view reports at the location: the router checks). */
export async function setSummarySubscription(
  subscriber: Subscriber,
  input: SummarySubscriptionInput,
): Promise<string[]> {
  const key = { companyId: subscriber.companyId, locationId: input.locationId, userId: subscriber.userId };
  if (input.subscribed)
    await SummarySubscription.put({ ...key, email: subscriber.email, createdAt: nowIso() }).go();
  else await SummarySubscription.delete(key).go();
  return subscribedLocations(subscriber.companyId, subscriber.userId);
}

/** The company's latest daily summary runs, newest first. */
export async function summaryRuns(companyId: number, limit = 50): Promise<SummaryRunView[]> {
  const runs = await SummaryRun.query.byCompany({ companyId }).go({ order: "desc", limit });
  return runs.data.map((run) => ({
    runId: run.runId,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt ?? null,
    status: run.status,
    locations: run.locations,
    sent: run.sent,
    alreadySent: run.alreadySent,
    notAllowed: run.notAllowed,
    error: run.error ?? null,
  }));
}
