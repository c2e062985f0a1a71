import { describe, expect, it } from "vitest";
import { allShards, byKey, readShards, shardCounts, shardOf } from "./shards";

describe("write shards", () => {
  it("puts an id always in the same shard, within 0..N-1, and spreads ids over every shard", () => {
    const ids = Array.from({ length: 400 }, (_, at) => `2026-03-02T10:00:00.000Z#event-${at}`);
    const shards = ids.map((id) => shardOf("domainEvent", id));
    expect(ids.map((id) => shardOf("domainEvent", id))).toEqual(shards);
    expect(shards.every((shard) => shard >= 0 && shard < shardCounts.domainEvent)).toBe(true);
    expect(new Set(shards)).toEqual(new Set(allShards("domainEvent")));
  });

  it("reads every shard and merges them in order; with a limit, the first items over all shards", async () => {
    const items = Array.from({ length: 30 }, (_, at) => `item-${String(at).padStart(2, "0")}`);
    const inShard = (shard: number) => items.filter((item) => shardOf("webhookDelivery", item) === shard);
    const asked: number[] = [];
    const read = async (shard: number, limit = Infinity) => {
      asked.push(shard);
      return inShard(shard).slice(0, limit);
    };
    expect(
      await readShards({ entity: "webhookDelivery", read: (shard) => read(shard), order: byKey(String) }),
    ).toEqual(items);
    expect(asked.sort((a, b) => a - b)).toEqual(allShards("webhookDelivery"));

    const first = await readShards({
      entity: "webhookDelivery",
      read: (shard) => read(shard, 7),
      order: byKey(String),
      limit: 7,
    });
    expect(first).toEqual(items.slice(0, 7));
    const newest = await readShards({
      entity: "webhookDelivery",
      read: async (shard) => [...inShard(shard)].reverse().slice(0, 7),
      order: byKey(String, "desc"),
      limit: 7,
    });
    expect(newest).toEqual([...items].reverse().slice(0, 7));
  });
});
