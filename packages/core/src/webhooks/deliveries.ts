import { WebhookDelivery, type WebhookDeliveryItem } from "./webhook.entity";
import type { DeliveryView } from "./webhook.schema";

/** How many deliveries a subscription card shows. */
export const recentDeliveryCount = 5;

export const toDeliveryView = (item: WebhookDeliveryItem): DeliveryView => ({
  deliveryId: item.deliveryId,
  eventType: item.eventType,
  status: item.status,
  nextAttemptAt: item.due ? (item.nextAttemptAt ?? null) : null,
  attempts: item.attempts,
});

/** The subscription's latest deliveries, newest first. */
export async function recentDeliveries(companyId: number, combineSortKey: string): Promise<DeliveryView[]> {
  const result = await WebhookDelivery.query
    .bySubscription({ companyId, combineSortKey })
    .go({ order: "desc", limit: recentDeliveryCount });
  return result.data.map(toDeliveryView);
}
