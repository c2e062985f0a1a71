import { randomUUID } from "node:crypto";
import { epochSeconds } from "../common/clock";
import { isConditionFailure } from "../db/conditions";
import { publish, type PublishInput } from "./publisher";
import { RealtimeOutbox, type RealtimeOutboxItem } from "./realtime-outbox.entity";

/** Partitions of the outbox; a company always writes to the same one (its messages stay in order). */
const realtimeShards = 16;
/** How long a publisher holds a message it claimed before another sweep may take it. */
const claimMs = 30_000;
/** Fan-outs of one message before it is given up (each already retries a failed post to a connection). */
export const maxPublishAttempts = 5;
const keepSeconds = 86_400;
/** Messages one sweep reads from one shard, page by page. */
const pageSize = 100;
const maxPagesPerShard = 20;

export const shardOf = (companyId: number): number => companyId % realtimeShards;

let sequence = 0;

/** The outbox item for a message: put it in the transaction of the change it announces, then `realtimeQueued(companyId)`. */
export function outboxMessage(input: PublishInput): RealtimeOutboxItem {
  const at = new Date();
  sequence = (sequence + 1) % 1_000_000;
  return {
    shard: shardOf(input.companyId),
    messageId: `${at.toISOString()}#${String(sequence).padStart(6, "0")}#${randomUUID()}`,
    companyId: input.companyId,
    topic: input.topic,
    event: input.event,
    data: input.data,
    locationId: input.locationId,
    deviceId: input.deviceId,
    attempts: 0,
    expiresAt: epochSeconds(at) + keepSeconds,
  };
}

type Start = (shards: number[]) => Promise<void> | void;

/** In this process, one sweep at a time per runtime; a message queued during a sweep gets one more sweep after. */
function inProcessPublisher(): Start {
  const waiting = new Set<number>();
  let running: Promise<void> | null = null;
  const run = (): void => {
    if (running || waiting.size === 0) return;
    const shards = [...waiting];
    waiting.clear();
    running = publishPending(shards)
      .then(() => undefined)
      .catch((error: unknown) => console.error("[realtime] publish failed; the sweep takes it:", error))
      .finally(() => {
        running = null;
        run();
      });
  };
  return (shards) => {
    for (const shard of shards) waiting.add(shard);
    run();
  };
}

let start: Start = inProcessPublisher();

/**
 * Set by the cloud runtime: an asynchronous invoke of the worker Lambda (functions/src/http.ts). Locally, and by
 * default (or given null), the publisher runs in this process after the request answered.
 */
export function onRealtimeQueued(next: Start | null): void {
  start = next ?? inProcessPublisher();
}

/**
 * Starts the publisher for the messages a company just wrote to the outbox. In-process it is not waited for (the
 * request answers meanwhile); in the cloud this waits only for the worker's asynchronous invoke to be accepted, so a
 * Lambda frozen after its answer cannot hold it back. A failed start is logged and left to the sweep.
 */
export async function realtimeQueued(companyId: number): Promise<void> {
  try {
    await start([shardOf(companyId)]);
  } catch (error) {
    console.error("[realtime] could not start the publisher; the sweep takes it:", error);
  }
}

/** For a change with no transaction of its own: writes the message, then starts the publisher. */
export async function announce(input: PublishInput): Promise<void> {
  const item = outboxMessage(input);
  await RealtimeOutbox.create(item).go();
  await realtimeQueued(input.companyId);
}

/** Takes the message for this publisher (a concurrent sweep skips it); false when another holds it or it is gone. */
async function claim(item: RealtimeOutboxItem): Promise<boolean> {
  const at = Date.now();
  try {
    await RealtimeOutbox.patch({ shard: item.shard, messageId: item.messageId })
      .set({ claimedUntil: at + claimMs })
      .add({ attempts: 1 })
      .where((attributes, { lt, notExists }) =>
        item.claimedUntil === undefined
          ? notExists(attributes.claimedUntil)
          : lt(attributes.claimedUntil, at),
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const forget = (item: RealtimeOutboxItem) =>
  RealtimeOutbox.delete({ shard: item.shard, messageId: item.messageId }).go();

type Outcome = "published" | "skipped" | "failed" | "dropped";

async function publishOne(item: RealtimeOutboxItem): Promise<Outcome> {
  if (item.claimedUntil !== undefined && item.claimedUntil > Date.now()) return "skipped";
  if (item.attempts >= maxPublishAttempts) {
    console.error(
      `[realtime] dropped ${item.topic}/${item.event} of company ${item.companyId} after ${item.attempts} attempts`,
    );
    await forget(item);
    return "dropped";
  }
  if (!(await claim(item))) return "skipped";
  try {
    await publish({
      companyId: item.companyId,
      topic: item.topic,
      event: item.event,
      data: item.data,
      locationId: item.locationId,
      deviceId: item.deviceId,
    });
  } catch (error) {
    console.error(
      `[realtime] ${item.topic}/${item.event} not published (attempt ${item.attempts + 1}):`,
      error,
    );
    return "failed";
  }
  await forget(item);
  return "published";
}

/** One shard, oldest first and one message at a time, so a company's subscribers hear its messages in order. */
async function publishShard(shard: number): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { published: 0, skipped: 0, failed: 0, dropped: 0 };
  let cursor: string | null = null;
  for (let page = 0; page < maxPagesPerShard; page += 1) {
    const result: { data: RealtimeOutboxItem[]; cursor: string | null } = await RealtimeOutbox.query
      .byShard({ shard })
      .go({ limit: pageSize, cursor, consistent: true });
    for (const item of result.data) counts[await publishOne(item)] += 1;
    cursor = result.cursor;
    if (!cursor) break;
  }
  return counts;
}

/**
 * The publisher and the sweep: fans out every message waiting in the given shards (all by default), deletes
 * each once published. A crash between a request's write and its publish leaves the message here for the
 * every-minute job (`realtime`) to publish.
 */
export async function publishPending(
  shards: number[] = Array.from({ length: realtimeShards }, (_, shard) => shard),
): Promise<Record<Outcome, number>> {
  const perShard = await Promise.all(shards.map(publishShard));
  return perShard.reduce(
    (sum, counts) => ({
      published: sum.published + counts.published,
      skipped: sum.skipped + counts.skipped,
      failed: sum.failed + counts.failed,
      dropped: sum.dropped + counts.dropped,
    }),
    { published: 0, skipped: 0, failed: 0, dropped: 0 },
  );
}
