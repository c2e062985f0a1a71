import { describe, expect, it } from "vitest";
import type { OfflineSaleInput } from "@pos/core/offline/offline-sale.schema";
import type { PaymentView } from "@pos/core/payments/payment.schema";
import {
  isPendingId,
  newPendingId,
  serialized,
  syncOutbox,
  type OutboxEntry,
  type OutboxStore,
  type SendOutcome,
  type SyncedEntry,
} from "./outbox";

/** An outbox kept in memory the way the IndexedDB one keeps it: settle removes and records in one step. */
function memoryStore(count: number) {
  const entries: OutboxEntry[] = Array.from({ length: count }, (_, i) => ({
    seq: i + 1,
    pendingId: newPendingId(`00000000-0000-4000-8000-${String(i).padStart(12, "0")}`),
    kind: "sale",
    payload: {} as OfflineSaleInput,
    receipt: {} as PaymentView,
    createdAt: new Date(Date.UTC(2026, 0, 1, 10, i)).toISOString(),
    state: "waiting",
    error: null,
  }));
  const synced = new Map<string, SyncedEntry>();
  const store: OutboxStore = {
    waiting: async () => entries.filter((entry) => entry.state === "waiting"),
    settle: async (entry, result) => {
      entries.splice(entries.indexOf(entry), 1);
      synced.set(entry.pendingId, result);
    },
    fail: async (entry, error) => {
      Object.assign(entry, { state: "failed", error });
    },
  };
  return { entries, synced, store };
}

/** A server that records each pending id once (its idempotency key) and answers a replay with the first id. */
function idempotentServer() {
  const recorded = new Map<string, number>();
  const order: string[] = [];
  const send = async (entry: OutboxEntry): Promise<SendOutcome> => {
    let number = recorded.get(entry.pendingId);
    if (number === undefined) {
      number = recorded.size + 1;
      recorded.set(entry.pendingId, number);
      order.push(entry.pendingId);
    }
    return {
      ok: true,
      synced: { pendingId: entry.pendingId, paymentId: String(number), number, flags: [], syncedAt: "now" },
    };
  };
  return { recorded, order, send };
}

describe("syncOutbox", () => {
  it("sends every entry once, in the order they were recorded, and maps each pending id to its server id", async () => {
    const { entries, synced, store } = memoryStore(20);
    const ids = entries.map((entry) => entry.pendingId);
    const server = idempotentServer();
    expect(await syncOutbox(store, server.send)).toEqual({ sent: 20, failed: 0, interrupted: false });
    expect(server.order).toEqual(ids);
    expect(entries).toEqual([]);
    expect(synced.get(ids[4]!)?.paymentId).toBe("5");
  });

  it("stops at the first send without an answer and goes on from that entry, without doubling, next time", async () => {
    const { entries, store } = memoryStore(5);
    const server = idempotentServer();
    let calls = 0;
    // The third send reaches the server but its answer is lost (the connection dropped, the server restarted).
    const flaky = async (entry: OutboxEntry): Promise<SendOutcome> => {
      calls += 1;
      const outcome = await server.send(entry);
      return calls === 3 ? { ok: false, retry: true } : outcome;
    };
    expect(await syncOutbox(store, flaky)).toEqual({ sent: 2, failed: 0, interrupted: true });
    expect(entries).toHaveLength(3);
    expect(await syncOutbox(store, server.send)).toEqual({ sent: 3, failed: 0, interrupted: false });
    expect(server.recorded.size).toBe(5);
  });

  it("sends the whole outbox again after a reload mid-sync and the server still records each sale once", async () => {
    const { store } = memoryStore(4);
    const server = idempotentServer();
    // A reload before anything was settled: the register sends the same entries from the start.
    for (const entry of await store.waiting()) await server.send(entry);
    await syncOutbox(store, server.send);
    expect(server.recorded.size).toBe(4);
  });

  it("keeps a refused entry as failed with the server's message and sends the ones after it", async () => {
    const { entries, store } = memoryStore(3);
    const server = idempotentServer();
    const second = entries[1];
    const refuseSecond = async (entry: OutboxEntry): Promise<SendOutcome> =>
      entry === second ? { ok: false, retry: false, error: "Not a pending id" } : server.send(entry);
    expect(await syncOutbox(store, refuseSecond)).toEqual({ sent: 2, failed: 1, interrupted: false });
    expect(entries).toEqual([expect.objectContaining({ state: "failed", error: "Not a pending id" })]);
    expect(await store.waiting()).toEqual([]);
  });
});

describe("serialized", () => {
  it("never runs two syncs at once and runs once more for calls made during a run", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const sync = serialized(async () => {
      running += 1;
      runs += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return { sent: 0, failed: 0, interrupted: false };
    });
    await Promise.all([sync(), sync(), sync(), sync()]);
    expect(most).toBe(1);
    expect(runs).toBe(2);
  });
});

describe("pending ids", () => {
  it("use the form pending_<uuid>", () => {
    const id = newPendingId();
    expect(id).toMatch(/^pending_[0-9a-f-]{36}$/);
    expect(isPendingId(id)).toBe(true);
    expect(isPendingId("1042")).toBe(false);
  });
});
