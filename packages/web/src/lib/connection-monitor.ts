export const connectivityCheckIntervalMs = 60_000;
/** While disconnected a check runs this often, so the connection's return shows (and paused work resumes) at once. */
export const disconnectedRetryMs = 2_000;
/** A check slower than this is abandoned and counts neither way. */
export const connectivityTimeoutMs = 1_000;

export type ConnectionStatus = "connecting" | "connected" | "disconnected";

export type ConnectivityEvent = { status: "disconnected" | "connected"; at: string };

export type MonitorState = {
  status: ConnectionStatus;
  /** Events not yet accepted by the server, oldest first; kept in localStorage while offline. */
  pending: ConnectivityEvent[];
};

/** How a check ended: a response, no response at all, or the 1000 ms timeout. */
export type CheckOutcome =
  | { kind: "success"; delivered: number }
  | { kind: "network-error"; at: string }
  | { kind: "responded-with-error" }
  | { kind: "timeout" };

export function initialMonitorState(pending: ConnectivityEvent[] = []): MonitorState {
  return { status: "connecting", pending };
}

/**
 * The events a check sends: everything pending, closed by a "connected" event when the last one
 * is a disconnection (also after a reload while offline). `delivered` in the success outcome
 * counts only the pending ones.
 */
export function eventsToSend(state: MonitorState, at: string): ConnectivityEvent[] {
  return state.pending.at(-1)?.status === "disconnected"
    ? [...state.pending, { status: "connected", at }]
    : state.pending;
}

export function applyCheckOutcome(state: MonitorState, outcome: CheckOutcome): MonitorState {
  switch (outcome.kind) {
    case "success": {
      return { status: "connected", pending: state.pending.slice(outcome.delivered) };
    }
    case "network-error":
      if (state.status === "disconnected") return state;
      return {
        status: "disconnected",
        pending: [...state.pending, { status: "disconnected", at: outcome.at }],
      };
    case "responded-with-error":
    case "timeout":
      return state;
  }
}

export function parseStoredEvents(raw: string | null): ConnectivityEvent[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isConnectivityEvent) : [];
  } catch {
    return [];
  }
}

function isConnectivityEvent(value: unknown): value is ConnectivityEvent {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (record.status === "connected" || record.status === "disconnected") && typeof record.at === "string";
}
