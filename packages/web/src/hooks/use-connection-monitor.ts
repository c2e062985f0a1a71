import { useEffect, useRef, useState } from "react";
import {
  applyCheckOutcome,
  connectivityCheckIntervalMs,
  connectivityTimeoutMs,
  disconnectedRetryMs,
  eventsToSend,
  initialMonitorState,
  parseStoredEvents,
  type CheckOutcome,
  type ConnectionStatus,
  type ConnectivityEvent,
} from "@/lib/connection-monitor";
import { onRequestOutcome } from "@/lib/request-outcomes";
import { readStorage, removeStorage, storageKeys, writeStorage } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";

function storeEvents(events: ConnectivityEvent[]): void {
  if (events.length === 0) removeStorage(storageKeys.connectivityEvents);
  else writeStorage(storageKeys.connectivityEvents, JSON.stringify(events));
}

/**
 * Checks connectivity on start and every minute (every 2 s while disconnected), and follows every API request in
 * between: one that gets no response shows Disconnected at once; the first answer after that checks again, which
 * sends the recorded disconnection and shows Connected. Disconnections survive reloads until sent.
 */
export function useConnectionMonitor(): ConnectionStatus {
  const { client } = trpc.useUtils();
  const [state, setState] = useState(() =>
    initialMonitorState(parseStoredEvents(readStorage(storageKeys.connectivityEvents))),
  );
  const stateRef = useRef(state);

  useEffect(() => {
    let active = true;
    let inFlight = false;

    const apply = (outcome: CheckOutcome) => {
      const next = applyCheckOutcome(stateRef.current, outcome);
      if (next === stateRef.current) return;
      stateRef.current = next;
      storeEvents(next.pending);
      setState(next);
    };

    const check = async () => {
      if (inFlight) return;
      inFlight = true;
      const at = new Date().toISOString();
      const before = stateRef.current;
      let outcome: CheckOutcome;
      try {
        await client.connectivity.report.mutate(
          { events: eventsToSend(before, at) },
          { signal: AbortSignal.timeout(connectivityTimeoutMs) },
        );
        outcome = { kind: "success", delivered: before.pending.length };
      } catch {
        // No response at all was already told by observedFetch (Disconnected); an answer with an error or the
        // 1000 ms time-out counts neither way.
        outcome = { kind: "responded-with-error" };
      }
      inFlight = false;
      if (active) apply(outcome);
    };

    void check();
    const timer = window.setInterval(() => void check(), connectivityCheckIntervalMs);
    // While disconnected the register's queries are paused (server-reach.ts): this check is what notices the return.
    const retry = window.setInterval(() => {
      if (stateRef.current.status === "disconnected") void check();
    }, disconnectedRetryMs);
    const onOnline = () => void check();
    window.addEventListener("online", onOnline);
    const stopFollowing = onRequestOutcome((outcome) => {
      if (outcome === "unanswered") apply({ kind: "network-error", at: new Date().toISOString() });
      else if (stateRef.current.status === "disconnected") void check();
    });
    return () => {
      active = false;
      stopFollowing();
      window.clearInterval(timer);
      window.clearInterval(retry);
      window.removeEventListener("online", onOnline);
    };
  }, [client]);

  return state.status;
}
