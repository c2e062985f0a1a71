import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

/**
 * An SMS on its way out, written in the transaction that decides to send it. Locally the outbox is the inbox
 * (/dev/sms); in the cloud it waits ("queued") for the configured provider (sms-provider.ts).
 */
export const SmsOutbox = new Entity(
  {
    model: { entity: "smsOutbox", version: "1", service: "pos" },
    attributes: {
      messageId: { type: "string", required: true },
      companyId: { type: "number", required: true },
      customerId: { type: "string", required: true },
      broadcastId: { type: "string", required: true },
      to: { type: "string", required: true },
      body: { type: "string", required: true },
      segments: { type: "number", required: true },
      status: { type: ["queued", "sent", "failed"] as const, required: true },
      error: { type: "string" },
      createdAt: { type: "string", required: true },
      expiresAt: { type: "number", required: true },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["messageId"] },
        sk: { field: "sk", composite: [] },
      },
      recent: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: [] },
        sk: { field: "gsi1sk", composite: ["createdAt", "messageId"] },
      },
      byRecipient: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["to"] },
        sk: { field: "gsi2sk", composite: ["createdAt"] },
      },
    },
  },
  entityConfig,
);
export type SmsOutboxItem = EntityItem<typeof SmsOutbox>;
