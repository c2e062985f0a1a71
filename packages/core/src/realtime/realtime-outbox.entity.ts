import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { topics } from "./realtime.schema";

/**
 * The real-time outbox: one item per message to publish, written by the request (in its transaction where it has
 * one) and deleted once fanned out. Keyed by a shard of the company (0..realtimeShards-1), so no one partition
 * takes every tenant's messages while one company's messages stay in one partition, in the order written.
 */
export const RealtimeOutbox = new Entity(
  {
    model: { entity: "realtimeOutbox", version: "1", service: "pos" },
    attributes: {
      shard: { type: "number", required: true },
      /** `${ISO time}#${uuid}`: the partition reads oldest first. */
      messageId: { type: "string", required: true },
      companyId: { type: "number", required: true },
      topic: { type: topics, required: true },
      event: { type: "string", required: true },
      data: { type: "any", required: true },
      locationId: { type: "string" },
      deviceId: { type: "string" },
      /** Fan-outs started; one that fails is tried again by the next sweep, up to a bound. */
      attempts: { type: "number", required: true, default: () => 0 },
      /** Epoch ms until which a publisher holds the message: a concurrent sweep leaves it alone. */
      claimedUntil: { type: "number" },
      /** Epoch seconds: the table's TTL removes a message nobody could deliver for a day. */
      expiresAt: { type: "number", required: true },
    },
    indexes: {
      byShard: {
        pk: { field: "pk", composite: ["shard"] },
        sk: { field: "sk", composite: ["messageId"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type RealtimeOutboxItem = EntityItem<typeof RealtimeOutbox>;
