import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import type { Audience } from "./broadcast.schema";

/** Every consent change of a customer, newest last: the record CASL asks a sender to keep. */
export const ConsentLog = new Entity(
  {
    model: { entity: "consentLog", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      customerId: { type: "string", required: true },
      /** createDate then a random suffix: sorts by time. */
      entryId: { type: "string", required: true },
      channel: { type: ["sms", "email"] as const, required: true },
      status: { type: ["granted", "withdrawn"] as const, required: true },
      source: { type: "string", required: true },
      /** Who recorded it: a user id, or "customer" for STOP and the unsubscribe link. */
      actorId: { type: "string", required: true },
      broadcastId: { type: "string" },
      createDate: { type: "string", required: true },
    },
    indexes: {
      byCustomer: {
        pk: { field: "pk", composite: ["companyId", "customerId"] },
        sk: { field: "sk", composite: ["entryId"], casing: "none" },
      },
    },
  },
  entityConfig,
);

/**
 * A broadcast and its progress. `queue` (gsi1, platform-wide like the job that reads it) holds only those still
 * to send: `queuedAt` is removed when the last chunk is done. `cursor` is the customer page the job resumes at.
 */
export const Broadcast = new Entity(
  {
    model: { entity: "broadcast", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      /** Sorts by creation time. */
      broadcastId: { type: "string", required: true },
      channel: { type: ["sms", "email"] as const, required: true },
      subject: { type: "string" },
      message: { type: "string", required: true },
      audience: { type: CustomAttributeType<Audience>("any"), required: true },
      status: { type: ["queued", "sending", "sent", "failed"] as const, required: true },
      audienceCount: { type: "number", required: true },
      delivered: { type: "number", required: true, default: 0 },
      optedOut: { type: "number", required: true, default: 0 },
      skipped: { type: "number", required: true, default: 0 },
      segments: { type: "number", required: true },
      smsReserved: { type: "number", required: true, default: 0 },
      smsUsed: { type: "number", required: true, default: 0 },
      cursor: { type: "string" },
      error: { type: "string" },
      createdBy: { type: "string", required: true },
      createDate: { type: "string", required: true },
      finishDate: { type: "string" },
      queuedAt: { type: "string" },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["broadcastId"], casing: "none" },
      },
      queue: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: [] },
        sk: { field: "gsi1sk", composite: ["queuedAt"] },
        condition: (attributes) => attributes.queuedAt !== undefined,
      },
    },
  },
  entityConfig,
);
export type BroadcastItem = EntityItem<typeof Broadcast>;

/** One customer's message of a broadcast: created once, with the message, so a re-run never sends it again. */
export const BroadcastDelivery = new Entity(
  {
    model: { entity: "broadcastDelivery", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      broadcastId: { type: "string", required: true },
      customerId: { type: "string", required: true },
      to: { type: "string", required: true },
      createDate: { type: "string", required: true },
    },
    indexes: {
      byBroadcast: {
        pk: { field: "pk", composite: ["companyId", "broadcastId"] },
        sk: { field: "sk", composite: ["customerId"] },
      },
    },
  },
  entityConfig,
);
