/**
 * Write-sharded index partitions (issue 25; the counts and why: docs/scale.md "Hot partitions"). An index whose
 * partition key would be one constant for every tenant carries a shard 0..N-1 in that key, derived from the item's
 * id, so its writes spread over N partitions; its readers query all N shards in parallel and merge them in order.
 */
export const shardCounts = {
  /** `pending` and `rollupPending`: one event per sale, written and cleared again by two jobs. */
  domainEvent: 16,
  /** `due`: one delivery per event and subscription, rewritten on every claim and attempt. */
  webhookDelivery: 8,
  /** `online`: every register's ping moves its key. */
  device: 8,
  /** `recent`: one e-mail per receipt or summary sent. */
  outboxEmail: 4,
  /** `byExpiry`: one key per sign-in, moved at most once per expiry bucket (auth/sessions.ts). */
  session: 4,
  /** `byExpiry`: one key per websocket connection. */
  connection: 4,
  /** `queue`: one key per requested sync. */
  headsetSync: 4,
} as const;
export type ShardedEntity = keyof typeof shardCounts;

/** The item's shard: FNV-1a over its id, so the same id always lands in the same shard. */
export function shardOf(entity: ShardedEntity, id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shardCounts[entity];
}

/**
 * A sparse index's marker with its shard (`pending#3`): the marker is the index's only partition-key attribute, so
 * removing it still takes the item out of the index in one update.
 */
export const shardMarker = (marker: string, shard: number): string => `${marker}#${shard}`;

export const allShards = (entity: ShardedEntity): number[] =>
  Array.from({ length: shardCounts[entity] }, (_, shard) => shard);

/** Orders items by a text key (an index's sort key), ascending or descending. */
export function byKey<T>(key: (item: T) => string, order: "asc" | "desc" = "asc"): (a: T, b: T) => number {
  const sign = order === "asc" ? 1 : -1;
  return (a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}

/**
 * Reads every shard of an index in parallel and merges them in `order`. With `limit`, each shard's read must itself
 * be limited to its first `limit` items in the same order: the merged first `limit` are then the index's first.
 */
export async function readShards<T>(input: {
  entity: ShardedEntity;
  read: (shard: number) => Promise<T[]>;
  order: (a: NoInfer<T>, b: NoInfer<T>) => number;
  limit?: number;
}): Promise<T[]> {
  const parts = await Promise.all(allShards(input.entity).map(input.read));
  const merged = parts.flat().sort(input.order);
  return input.limit === undefined ? merged : merged.slice(0, input.limit);
}
