import { createHash } from "node:crypto";
import { Service } from "electrodb";
import { epochSeconds, now } from "../common/clock";
import { shardMarker, shardOf } from "../db/shards";
import { DomainEvent, type DomainEventItem } from "../events/domain-event.entity";
import { pendingEvents } from "../events/pending-events";
import { subscriptionsOf } from "./subscriptions";
import { ZWebhookPayload } from "./webhook.schema";
import { WebhookDelivery, type WebhookDeliveryItem, type WebhookSubscriptionItem } from "./webhook.entity";

const outbox = new Service({ event: DomainEvent, delivery: WebhookDelivery });

/** How long a delivered event and a finished delivery's log are kept. */
export const retentionSeconds = 30 * 24 * 3600;

/** Events taken from the outbox in one run, a page at a time; the rest wait for the next minute. */
const eventsPerPage = 100;
const pagesPerRun = 10;

/**
 * A subscription with a location receives that location's events; events without a location (products) reach
 * every subscription of their type. Only events that happened once the subscription existed are sent.
 */
export const matches = (subscription: WebhookSubscriptionItem, event: DomainEventItem): boolean =>
  subscription.eventType === event.type &&
  subscription.createDate <= event.occurredAt &&
  (!subscription.locationId || !event.locationId || subscription.locationId === event.locationId);

/** Stable across retries and re-runs: receivers de-duplicate on it (the X-Webhook-Id header). */
export const deliveryIdOf = (companyId: number, combineSortKey: string, eventId: string): string =>
  `whd_${createHash("sha256").update(`${companyId}|${combineSortKey}|${eventId}`).digest("hex").slice(0, 32)}`;

/**
 * The body every delivery POSTs, checked against the public contract (ZWebhookPayload). An event that breaks it
 * is logged and sent to nobody: receivers never get a payload the documentation does not promise.
 */
export function webhookBody(event: DomainEventItem): string | null {
  const payload = ZWebhookPayload.safeParse({
    id: event.eventId,
    type: event.type,
    companyId: event.companyId,
    locationId: event.locationId ?? null,
    createdAt: event.occurredAt,
    data: event.data,
  });
  if (payload.success) return JSON.stringify(payload.data);
  console.error(
    JSON.stringify({
      level: "error",
      msg: "webhook payload breaks its contract",
      eventId: event.eventId,
      type: event.type,
      issues: payload.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    }),
  );
  return null;
}

function deliveryOf(
  subscription: WebhookSubscriptionItem,
  event: DomainEventItem,
  body: string,
  at: string,
): WebhookDeliveryItem {
  const deliveryId = deliveryIdOf(event.companyId, subscription.combineSortKey, event.eventId);
  return {
    companyId: event.companyId,
    combineSortKey: subscription.combineSortKey,
    eventId: event.eventId,
    deliveryId,
    eventType: event.type,
    body,
    status: "pending",
    attempts: [],
    due: shardMarker("due", shardOf("webhookDelivery", deliveryId)),
    nextAttemptAt: at,
    createDate: at,
  };
}

async function fanOut(
  event: DomainEventItem,
  subscriptions: Map<number, Promise<WebhookSubscriptionItem[]>>,
): Promise<number> {
  if (!subscriptions.has(event.companyId))
    subscriptions.set(event.companyId, subscriptionsOf(event.companyId));
  const matching = ((await subscriptions.get(event.companyId)) ?? []).filter((s) => matches(s, event));
  const body = matching.length === 0 ? null : webhookBody(event);
  const sent = body === null ? [] : matching;
  const at = now().toISOString();
  const result = await outbox.transaction
    .write(({ event: events, delivery }) => [
      events
        .patch({ companyId: event.companyId, eventId: event.eventId })
        .set({ expiresAt: epochSeconds(now()) + retentionSeconds })
        .remove(["pending"])
        .where((attributes, { exists }) => exists(attributes.pending))
        .commit(),
      ...sent.map((subscription) =>
        delivery.create(deliveryOf(subscription, event, body ?? "", at)).commit(),
      ),
    ])
    .go();
  return result.canceled ? 0 : sent.length;
}

/**
 * Turns each pending outbox event into one delivery per matching subscription and clears its `pending` marker,
 * in one transaction, so an event is fanned out exactly once even when two runs overlap.
 */
export async function fanOutPendingEvents(): Promise<{ events: number; deliveries: number }> {
  const subscriptions = new Map<number, Promise<WebhookSubscriptionItem[]>>();
  let [events, deliveries] = [0, 0];
  for (let page = 0; page < pagesPerRun; page += 1) {
    const pending = await pendingEvents("webhooks", eventsPerPage);
    for (const event of pending) deliveries += await fanOut(event, subscriptions);
    events += pending.length;
    if (pending.length < eventsPerPage) break;
  }
  return { events, deliveries };
}
