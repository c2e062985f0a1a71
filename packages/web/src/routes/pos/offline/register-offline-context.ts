import { createContext, useContext } from "react";
import type { ConnectionStatus } from "@/lib/connection-monitor";
import type { OutboxCounts } from "@/lib/offline/outbox-db";

export interface RegisterOffline {
  connection: ConnectionStatus;
  outbox: OutboxCounts;
  /** Sends the outbox now (after a sale recorded offline, when the connection is back). */
  sync: () => void;
}

export const emptyOutbox: OutboxCounts = { waiting: 0, sales: 0, failed: 0, oldestAt: null, closingShiftId: null };

export const RegisterOfflineContext = createContext<RegisterOffline>({
  connection: "connecting",
  outbox: emptyOutbox,
  sync: () => undefined,
});

export const useRegisterOffline = (): RegisterOffline => useContext(RegisterOfflineContext);

/** Offline as far as the register knows: the browser says so, or the last request got no answer. */
export const isOffline = (connection: ConnectionStatus): boolean =>
  connection === "disconnected" || (typeof navigator !== "undefined" && navigator.onLine === false);
