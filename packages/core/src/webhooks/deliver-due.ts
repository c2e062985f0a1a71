import { epochSeconds, now } from "../common/clock";
import { isConditionFailure } from "../db/conditions";
import { byKey, readShards, shardMarker, shardOf } from "../db/shards";
import { retentionSeconds } from "./fan-out";
import { nextDelayMs } from "./retry-policy";
import { sendWebhook } from "./send";
import { WebhookDelivery, WebhookSubscription, type WebhookDeliveryItem } from "./webhook.entity";
import type { DeliveryAttemptView } from "./webhook.schema";

/** Deliveries attempted in one run, a few at a time. */
const deliveriesPerRun = 100;
const parallel = 5;
/** A claimed delivery is not picked again by an overlapping run for this long (longer than one attempt). */
const leaseMs = 5 * 60_000;

/** The delivery's marker in the sparse `due` index, with its shard. */
export const dueMarker = (deliveryId: string): string =>
  shardMarker("due", shardOf("webhookDelivery", deliveryId));

const keyOf = (item: WebhookDeliveryItem) => ({
  companyId: item.companyId,
  combineSortKey: item.combineSortKey,
  eventId: item.eventId,
});

/** Moves the delivery's next attempt forward (a lease), only if no other run did first; null when one did. */
async function claim(item: WebhookDeliveryItem): Promise<string | null> {
  const seen = item.nextAttemptAt ?? "";
  const lease = new Date(now().getTime() + leaseMs).toISOString();
  try {
    await WebhookDelivery.patch(keyOf(item))
      .set({ due: dueMarker(item.deliveryId), deliveryId: item.deliveryId, nextAttemptAt: lease })
      .where((attributes, { eq }) => eq(attributes.nextAttemptAt, seen))
      .go();
    return lease;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

async function finish(
  item: WebhookDeliveryItem,
  lease: string,
  attempts: DeliveryAttemptView[],
  status: "delivered" | "failed",
) {
  // Removing `due` takes the delivery out of the sparse due index; ElectroDB wants the other composites to do so.
  await WebhookDelivery.patch(keyOf(item))
    .set({ status, attempts, expiresAt: epochSeconds(now()) + retentionSeconds })
    .remove(["due"])
    .composite({ deliveryId: item.deliveryId, nextAttemptAt: lease })
    .go();
}

async function attempt(item: WebhookDeliveryItem): Promise<"delivered" | "retry" | "failed" | "skipped"> {
  const lease = await claim(item);
  if (lease === null) return "skipped";
  const subscription = await WebhookSubscription.get({
    companyId: item.companyId,
    combineSortKey: item.combineSortKey,
  }).go({ consistent: true });
  if (!subscription.data) {
    const gone = { at: now().toISOString(), statusCode: null, error: "Subscription deleted", durationMs: 0 };
    await finish(item, lease, [...item.attempts, gone], "failed");
    return "failed";
  }
  const { ok, ...logged } = await sendWebhook({
    url: subscription.data.url,
    deliveryId: item.deliveryId,
    body: item.body,
    secret: subscription.data.integratorSecret ?? null,
  });
  const attempts = [...item.attempts, logged];
  if (ok) {
    await finish(item, lease, attempts, "delivered");
    return "delivered";
  }
  const delay = nextDelayMs(attempts.length);
  if (delay === null) {
    await finish(item, lease, attempts, "failed");
    return "failed";
  }
  await WebhookDelivery.patch(keyOf(item))
    .set({
      attempts,
      due: dueMarker(item.deliveryId),
      deliveryId: item.deliveryId,
      nextAttemptAt: new Date(now().getTime() + delay).toISOString(),
    })
    .go();
  return "retry";
}

/** Attempts every delivery whose time has come. */
export async function deliverDue(): Promise<Record<"delivered" | "retry" | "failed" | "skipped", number>> {
  const until = new Date(now().getTime() + 1).toISOString();
  const due = await readShards({
    entity: "webhookDelivery",
    read: async (shard: number) =>
      (
        await WebhookDelivery.query
          .due({ due: shardMarker("due", shard) })
          .lt({ nextAttemptAt: until })
          .go({ limit: deliveriesPerRun })
      ).data,
    order: byKey((item) => `${item.nextAttemptAt ?? ""}#${item.deliveryId}`),
    limit: deliveriesPerRun,
  });
  const counts = { delivered: 0, retry: 0, failed: 0, skipped: 0 };
  for (let start = 0; start < due.length; start += parallel) {
    const outcomes = await Promise.all(due.slice(start, start + parallel).map(attempt));
    for (const outcome of outcomes) counts[outcome] += 1;
  }
  return counts;
}
