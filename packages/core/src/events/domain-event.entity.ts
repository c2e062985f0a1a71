import { randomUUID } from "node:crypto";
import { Entity, type EntityItem } from "electrodb";
import { nowIso } from "../common/clock";
import { entityConfig } from "../db/client";
import { shardMarker, shardOf } from "../db/shards";
import { domainEventTypes, type DomainEventInput } from "./domain-event.schema";

/**
 * The outbox: a producer writes its event in the same transaction as the change it describes, so an event exists
 * exactly when the change does. The webhook delivery job reads the `pending` index (sparse: only undelivered
 * events carry gsi1 keys) and fans each event out to the company's subscriptions. The report rollup job reads
 * the `rollupPending` index the same way (sales and refunds only).
 */
export const DomainEvent = new Entity(
  {
    model: { entity: "domainEvent", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      eventId: { type: "string", required: true },
      type: { type: domainEventTypes, required: true },
      locationId: { type: "string" },
      data: { type: "any", required: true },
      occurredAt: { type: "string", required: true },
      /** Set while undelivered (`pending#<shard>`, db/shards.ts); removed (with the index keys) once fanned out. */
      pending: { type: "string" },
      /** Set on sales and refunds (`pending#<shard>`) until the report rollups counted them (removed with its keys). */
      rollup: { type: "string" },
      /** Epoch seconds: the table's TTL removes a delivered event after a while (set when it is fanned out). */
      expiresAt: { type: "number" },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["eventId"] },
      },
      pending: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["pending"] },
        sk: { field: "gsi1sk", composite: ["eventId"], casing: "none" },
      },
      /** Sparse: the sales and refunds the report rollups have not counted yet (reports/rollup-job.ts). */
      rollupPending: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["rollup"] },
        sk: { field: "gsi2sk", composite: ["eventId"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type DomainEventItem = EntityItem<typeof DomainEvent>;

const rollupEventTypes = new Set<DomainEventInput["type"]>(["payment.completed", "payment.refunded"]);

/** The item a producer adds to its transaction (`DomainEvent.create(domainEventItem(...)).commit()`). */
export function domainEventItem(input: DomainEventInput): DomainEventItem {
  const occurredAt = nowIso();
  const eventId = `${occurredAt}#${randomUUID()}`;
  const shard = shardOf("domainEvent", eventId);
  return {
    companyId: input.companyId,
    eventId,
    type: input.type,
    locationId: input.locationId ?? undefined,
    data: input.data,
    occurredAt,
    pending: shardMarker("pending", shard),
    rollup: rollupEventTypes.has(input.type) ? shardMarker("pending", shard) : undefined,
  };
}
