import { liveQuery } from "dexie";
import type { RegisterDb } from "./offline-db";
import type { OutboxEntry, OutboxStore } from "./outbox";

/** The outbox in IndexedDB: settling an entry deletes it and records its server id in one transaction. */
export function outboxStore(db: RegisterDb): OutboxStore {
  return {
    waiting: () => db.outbox.where("state").equals("waiting").sortBy("seq"),
    settle: (entry, synced) =>
      db.transaction("rw", db.outbox, db.synced, async () => {
        await db.synced.put(synced);
        await db.outbox.where("pendingId").equals(entry.pendingId).delete();
      }),
    fail: async (entry, error) => {
      await db.outbox.where("pendingId").equals(entry.pendingId).modify({ state: "failed", error });
    },
  };
}

/** Adds a record to the outbox once: the same pending id again (a double press) adds nothing. */
export async function addToOutbox(db: RegisterDb, entry: Omit<OutboxEntry, "seq">): Promise<void> {
  await db.transaction("rw", db.outbox, db.synced, async () => {
    const known =
      (await db.outbox.where("pendingId").equals(entry.pendingId).count()) > 0 ||
      (await db.synced.get(entry.pendingId)) !== undefined;
    if (!known) await db.outbox.add(entry);
  });
}

export interface OutboxCounts {
  waiting: number;
  failed: number;
  oldestAt: string | null;
}

/** The outbox's counts as they change (Dexie's live query). */
export function watchOutbox(db: RegisterDb, onChange: (counts: OutboxCounts) => void): () => void {
  const subscription = liveQuery(async () => {
    const entries = await db.outbox.toArray();
    const waiting = entries.filter((entry) => entry.state === "waiting");
    return {
      waiting: waiting.length,
      failed: entries.length - waiting.length,
      oldestAt: waiting.reduce<string | null>(
        (oldest, entry) => (oldest === null || entry.createdAt < oldest ? entry.createdAt : oldest),
        null,
      ),
    };
  }).subscribe({ next: onChange, error: () => undefined });
  return () => subscription.unsubscribe();
}
