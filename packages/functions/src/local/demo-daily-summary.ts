import { setSummarySubscription } from "@pos/core/reports/summary-subscriptions";

/**
 * The Green Leaf owner receives the daily summary of every store: after each store's closing (or 10 PM), the
 * scheduler's daily-summaries job puts the day's figures in the local mailbox (/dev/mailbox).
 */
export async function seedDemoDailySummary(
  companyId: number,
  owner: { userId: string; email: string },
  locationIds: readonly string[],
): Promise<void> {
  for (const locationId of locationIds)
    await setSummarySubscription({ companyId, ...owner }, { locationId, subscribed: true });
}
