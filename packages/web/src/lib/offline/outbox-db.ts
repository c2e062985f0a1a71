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
export async function addToOutbox(db: RegisterDb, entry: OutboxEntry): Promise<void> {
  await db.transaction("rw", db.outbox, db.synced, async () => {
    const known =
      (await db.outbox.where("pendingId").equals(entry.pendingId).count()) > 0 ||
      (await db.synced.get(entry.pendingId)) !== undefined;
    if (!known) await db.outbox.add(entry);
  });
}

export interface OutboxCounts {
  /** Every record waiting to be sent (sales and shift work). */
  waiting: number;
  /** The sales among them: what the badge and the dashboard count. */
  sales: number;
  failed: number;
  /** When the oldest waiting sale was made. */
  oldestAt: string | null;
  /** A shift ended offline whose close is still waiting: the register treats it as closed (no more sales). */
  closingShiftId: string | null;
}

/** The outbox's counts as they change (Dexie's live query). */
export function watchOutbox(db: RegisterDb, onChange: (counts: OutboxCounts) => void): () => void {
  const subscription = liveQuery(async () => {
    const entries = await db.outbox.toArray();
    const waiting = entries.filter((entry) => entry.state === "waiting");
    const sales = waiting.filter((entry) => entry.kind === "sale");
    return {
      waiting: waiting.length,
      sales: sales.length,
      failed: entries.length - waiting.length,
      oldestAt: sales.reduce<string | null>(
        (oldest, entry) => (oldest === null || entry.createdAt < oldest ? entry.createdAt : oldest),
        null,
      ),
      closingShiftId: waiting.find((entry) => entry.kind === "endShift")?.payload.shiftId ?? null,
    };
  }).subscribe({ next: onChange, error: () => undefined });
  return () => subscription.unsubscribe();
}

/** The lines of the sales waiting in the outbox, as they change: their stock is not in the server's count yet. */
export function watchPendingLines(
  db: RegisterDb,
  onChange: (lines: { productId: string; batchId: string | null; quantity: number }[]) => void,
): () => void {
  const subscription = liveQuery(async () => {
    const entries = await db.outbox.where("state").equals("waiting").toArray();
    return entries.flatMap((entry) =>
      entry.kind === "sale"
        ? entry.payload.lines.map((line) => ({
            productId: line.productId,
            batchId: line.batchId ?? null,
            quantity: line.quantity,
          }))
        : [],
    );
  }).subscribe({ next: onChange, error: () => undefined });
  return () => subscription.unsubscribe();
}
