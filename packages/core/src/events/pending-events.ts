import { byKey, readShards, shardMarker } from "../db/shards";
import { DomainEvent, type DomainEventItem } from "./domain-event.entity";

/**
 * The oldest `limit` events still marked for a consumer, from every shard of its sparse index: `webhooks` reads the
 * `pending` index (webhook fan-out), `rollups` the `rollupPending` one (report rollups).
 */
export function pendingEvents(consumer: "webhooks" | "rollups", limit: number): Promise<DomainEventItem[]> {
  return readShards({
    entity: "domainEvent",
    read: async (shard: number) => {
      const query =
        consumer === "webhooks"
          ? DomainEvent.query.pending({ pending: shardMarker("pending", shard) })
          : DomainEvent.query.rollupPending({ rollup: shardMarker("pending", shard) });
      return (await query.go({ limit })).data;
    },
    order: byKey((event) => event.eventId),
    limit,
  });
}
