import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { domainEventTypes } from "../events/domain-event.schema";
import { entityConfig } from "../db/client";
import type { DeliveryAttemptView } from "./webhook.schema";

/** A company's webhook subscription; `combineSortKey` is its id (pos-and-accounts.md 3). */
export const WebhookSubscription = new Entity(
  {
    model: { entity: "webhookSubscription", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      combineSortKey: { type: "string", required: true },
      eventType: { type: domainEventTypes, required: true },
      integratorId: { type: "string", required: true },
      url: { type: "string", required: true },
      locationId: { type: "string" },
      integratorSecret: { type: "string" },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["combineSortKey"] },
      },
    },
  },
  entityConfig,
);
export type WebhookSubscriptionItem = EntityItem<typeof WebhookSubscription>;

/**
 * One event on its way to one subscription. `due` marks an undelivered delivery (sparse index, ordered by the time
 * of its next attempt; `due#<shard>` from the delivery id, db/shards.ts); the attempts are kept on the item, newest last.
 */
export const WebhookDelivery = new Entity(
  {
    model: { entity: "webhookDelivery", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      combineSortKey: { type: "string", required: true },
      eventId: { type: "string", required: true },
      deliveryId: { type: "string", required: true },
      eventType: { type: "string", required: true },
      body: { type: "string", required: true },
      status: { type: ["pending", "delivered", "failed"] as const, required: true },
      attempts: { type: CustomAttributeType<DeliveryAttemptView[]>("any"), required: true },
      due: { type: "string" },
      nextAttemptAt: { type: "string" },
      createDate: { type: "string", required: true },
      /** Epoch seconds: the table's TTL removes a finished delivery's log after a while. */
      expiresAt: { type: "number" },
    },
    indexes: {
      bySubscription: {
        pk: { field: "pk", composite: ["companyId", "combineSortKey"] },
        sk: { field: "sk", composite: ["eventId"] },
      },
      due: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["due"] },
        sk: { field: "gsi2sk", composite: ["nextAttemptAt", "deliveryId"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type WebhookDeliveryItem = EntityItem<typeof WebhookDelivery>;
