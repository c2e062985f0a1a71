import type { OfflineSaleInput } from "@pos/core/offline/offline-sale.schema";
import type {
  OfflineCashMovementInput,
  OfflineClockInput,
  OfflineEndShiftInput,
} from "@pos/core/offline/offline-shift-work.schema";
import type { PaymentView } from "@pos/core/payments/payment.schema";

/** What the register recorded offline, waiting to be sent; `seq` keeps the order it happened in. */
interface OutboxRecord {
  seq?: number;
  pendingId: string;
  createdAt: string;
  /** "failed": the server refused it for good (a 4xx); kept for the manager, no longer sent. */
  state: "waiting" | "failed";
  error: string | null;
}

/** A sale, a cash movement, a clock action or the end of a shift: one outbox, one order, each with its pending id as its key. */
export type OutboxEntry = OutboxRecord &
  (
    | {
        kind: "sale";
        payload: OfflineSaleInput;
        /** The sale as the register printed it (pending id as its id), shown until it syncs. */
        receipt: PaymentView;
      }
    | { kind: "cashMovement"; payload: OfflineCashMovementInput }
    | { kind: "clock"; payload: OfflineClockInput }
    /** The end of the shift: after the shift's sales and cash movements, so the server counts them all. */
    | { kind: "endShift"; payload: OfflineEndShiftInput }
  );

/** A sent entry: the id the server assigned to a pending id (a sale's payment; null for shift work). */
export interface SyncedEntry {
  pendingId: string;
  paymentId: string | null;
  number: number | null;
  flags: string[];
  syncedAt: string;
}

export interface OutboxStore {
  /** Waiting entries, oldest first. */
  waiting(): Promise<OutboxEntry[]>;
  /** Removes the entry and records its server id in one step (a reload after it never sends it again). */
  settle(entry: OutboxEntry, synced: SyncedEntry): Promise<void>;
  fail(entry: OutboxEntry, error: string): Promise<void>;
}

export type SendOutcome =
  | { ok: true; synced: SyncedEntry }
  /** No answer (offline, server down, time-out): stop here and try again later, in the same order. */
  | { ok: false; retry: true }
  /** A refusal that sending again cannot change. */
  | { ok: false; retry: false; error: string };

export interface SyncResult {
  sent: number;
  failed: number;
  /** True when a send got no answer: entries are still waiting. */
  interrupted: boolean;
}

/**
 * Sends the outbox in order, one entry at a time: the server's answer to one is settled before the next is sent,
 * so stock, shift totals and loyalty move in the order things happened. Each entry carries its own idempotency
 * key (its pending id), so an entry sent twice (the answer was lost, the register reloaded mid-sync) is recorded
 * once. A refused entry is kept as failed and the rest go on; no answer stops the run.
 */
export async function syncOutbox(
  store: OutboxStore,
  send: (entry: OutboxEntry) => Promise<SendOutcome>,
): Promise<SyncResult> {
  const result: SyncResult = { sent: 0, failed: 0, interrupted: false };
  for (const entry of await store.waiting()) {
    const outcome = await send(entry);
    if (outcome.ok) {
      await store.settle(entry, outcome.synced);
      result.sent += 1;
    } else if (outcome.retry) {
      result.interrupted = true;
      return result;
    } else {
      await store.fail(entry, outcome.error);
      result.failed += 1;
    }
  }
  return result;
}

/** Runs `sync` one at a time: a call during a run waits for it and then runs once more. */
export function serialized(sync: () => Promise<SyncResult>): () => Promise<SyncResult> {
  let running: Promise<SyncResult> | null = null;
  let again: Promise<SyncResult> | null = null;
  const run = (): Promise<SyncResult> => {
    if (!running) {
      running = sync().finally(() => {
        running = null;
      });
      return running;
    }
    again ??= running
      .catch(() => undefined)
      .then(() => {
        again = null;
        return run();
      });
    return again;
  };
  return run;
}

export const newPendingId = (uuid: string = crypto.randomUUID()): string => `pending_${uuid}`;
export const isPendingId = (id: string): boolean => id.startsWith("pending_");
