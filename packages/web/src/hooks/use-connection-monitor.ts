import { useEffect, useRef, useState } from "react";
import {
  applyCheckOutcome,
  connectivityCheckIntervalMs,
  connectivityTimeoutMs,
  eventsToSend,
  initialMonitorState,
  parseStoredEvents,
  type CheckOutcome,
  type ConnectionStatus,
  type ConnectivityEvent,
} from "@/lib/connection-monitor";
import { isApiError, isNetworkError } from "@/lib/errors";
import { readStorage, removeStorage, storageKeys, writeStorage } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";

function isTimeout(error: unknown): boolean {
  const cause = isApiError(error) ? error.cause : error;
  return cause instanceof Error && (cause.name === "TimeoutError" || cause.name === "AbortError");
}

function failureOutcome(error: unknown, at: string): CheckOutcome {
  if (isTimeout(error)) return { kind: "timeout" };
  if (isNetworkError(error)) return { kind: "network-error", at };
  return { kind: "responded-with-error" };
}

function storeEvents(events: ConnectivityEvent[]): void {
  if (events.length === 0) removeStorage(storageKeys.connectivityEvents);
  else writeStorage(storageKeys.connectivityEvents, JSON.stringify(events));
}

/** Reports connectivity on start and every minute; disconnections survive reloads until sent. */
export function useConnectionMonitor(): ConnectionStatus {
  const { client } = trpc.useUtils();
  const [state, setState] = useState(() =>
    initialMonitorState(parseStoredEvents(readStorage(storageKeys.connectivityEvents))),
  );
  const stateRef = useRef(state);

  useEffect(() => {
    let active = true;
    let inFlight = false;

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
      } catch (error) {
        outcome = failureOutcome(error, at);
      }
      inFlight = false;
      if (!active) return;
      const next = applyCheckOutcome(stateRef.current, outcome);
      stateRef.current = next;
      storeEvents(next.pending);
      setState(next);
    };

    void check();
    const timer = window.setInterval(() => void check(), connectivityCheckIntervalMs);
    const onOnline = () => void check();
    window.addEventListener("online", onOnline);
    return () => {
      active = false;
      window.clearInterval(timer);
      window.removeEventListener("online", onOnline);
    };
  }, [client]);

  return state.status;
}
