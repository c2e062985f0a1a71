import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ConnectionStatus } from "@/lib/connection-monitor";
import { httpStatusOf, isNetworkError, serverMessageOr } from "@/lib/errors";
import { registerDb } from "@/lib/offline/offline-db";
import { serialized, syncOutbox, type OutboxEntry, type SendOutcome, type SyncedEntry } from "@/lib/offline/outbox";
import { outboxStore, watchOutbox, type OutboxCounts } from "@/lib/offline/outbox-db";
import { trpc } from "@/lib/trpc";
import { emptyOutbox, type RegisterOffline } from "./register-offline-context";

/** While sales wait, the register tries to send them this often (and at once when the connection is back). */
const retryEveryMs = 15_000;

/** A refusal sending again could change: no answer, a server error, a conflict of the moment, a rate limit. */
const retryable = (error: unknown): boolean => {
  if (isNetworkError(error)) return true;
  const status = httpStatusOf(error);
  return status === undefined || status >= 500 || status === 409 || status === 429;
};

/**
 * The register's outbox: counts it as it changes, sends it in order when the register is connected, and tells the
 * server how many sales wait (the dashboard lists registers holding unsynced sales).
 */
export function useOutboxSync(connection: ConnectionStatus): RegisterOffline {
  const utils = trpc.useUtils();
  const db = registerDb();
  const [outbox, setOutbox] = useState<OutboxCounts>(emptyOutbox);
  const reported = useRef<string | null>(null);

  useEffect(() => watchOutbox(db, setOutbox), [db]);

  const run = useMemo(() => {
    const sendOne = async (entry: OutboxEntry): Promise<SyncedEntry> => {
      const { pendingId } = entry;
      if (entry.kind === "sale") {
        const result = await utils.client.offline.syncSale.mutate(entry.payload);
        const { payment, offline } = result;
        return { pendingId, paymentId: payment.id, number: payment.number, flags: offline.flags, syncedAt: offline.syncedAt };
      }
      const result =
        entry.kind === "cashMovement"
          ? await utils.client.offline.syncCashMovement.mutate(entry.payload)
          : entry.kind === "clock"
            ? await utils.client.offline.syncClock.mutate(entry.payload)
            : await utils.client.offline.syncEndShift.mutate(entry.payload);
      return { pendingId, paymentId: null, number: null, flags: [], syncedAt: result.syncedAt };
    };
    const send = async (entry: OutboxEntry): Promise<SendOutcome> => {
      try {
        return { ok: true, synced: await sendOne(entry) };
      } catch (error) {
        if (retryable(error)) return { ok: false, retry: true };
        return { ok: false, retry: false, error: serverMessageOr(error, "The server refused this sale") };
      }
    };
    return serialized(async () => {
      const result = await syncOutbox(outboxStore(db), send);
      if (result.sent > 0) {
        void utils.shifts.invalidate();
        void utils.payments.invalidate();
        void utils.cash.invalidate();
        void utils.hours.invalidate();
      }
      return result;
    });
  }, [db, utils]);

  const sync = useCallback(() => void run().catch(() => undefined), [run]);

  useEffect(() => {
    if (connection !== "connected" || outbox.waiting === 0) return;
    sync();
    const timer = window.setInterval(sync, retryEveryMs);
    return () => window.clearInterval(timer);
  }, [connection, outbox.waiting, sync]);

  useEffect(() => {
    const report = { pending: outbox.sales, oldestAt: outbox.oldestAt };
    const key = JSON.stringify(report);
    if (connection !== "connected" || reported.current === key) return;
    utils.client.offline.reportOutbox
      .mutate(report)
      .then(() => {
        reported.current = key;
      })
      .catch(() => undefined);
  }, [connection, outbox.sales, outbox.oldestAt, utils]);

  return { connection, outbox, sync };
}
