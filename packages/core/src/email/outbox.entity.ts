import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

export const OutboxEmail = new Entity(
  {
    model: { entity: "outboxEmail", version: "1", service: "pos" },
    attributes: {
      emailId: { type: "string", required: true },
      to: { type: "string", required: true },
      subject: { type: "string", required: true },
      text: { type: "string", required: true },
      createdAt: { type: "string", required: true },
      status: { type: ["queued", "sent", "failed"] as const, required: true },
      error: { type: "string" },
      expiresAt: { type: "number", required: true },
      /** The write shard of the `recent` partition (db/shards.ts), from the e-mail id. */
      shard: { type: "number", required: true },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["emailId"] },
        sk: { field: "sk", composite: [] },
      },
      recent: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["shard"] },
        sk: { field: "gsi1sk", composite: ["createdAt", "emailId"] },
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
export type OutboxEmailItem = EntityItem<typeof OutboxEmail>;
