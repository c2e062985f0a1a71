import type { ConnectionStatus } from "@/lib/connection-monitor";
import { cn } from "@/lib/utils";

const appearance: Record<ConnectionStatus, { label: string; dot: string }> = {
  connecting: { label: "Connecting", dot: "bg-warning animate-pulse" },
  connected: { label: "Connected", dot: "bg-success" },
  disconnected: { label: "Disconnected", dot: "bg-destructive" },
};

const salesWaiting = (count: number) => `${count} ${count === 1 ? "sale" : "sales"} waiting`;

/**
 * The connection; on the register (`waiting` given) also the sales its outbox holds: "Offline — 3 sales waiting"
 * while offline, "Syncing — 3 sales waiting" once connected until they are sent.
 */
export function ConnectionBadge({
  status,
  waiting,
  className,
}: {
  status: ConnectionStatus;
  waiting?: number;
  className?: string;
}) {
  const offline = status === "disconnected" || (waiting !== undefined && navigator.onLine === false);
  const { dot } = appearance[offline ? "disconnected" : status];
  const label =
    waiting === undefined
      ? appearance[status].label
      : offline
        ? `Offline — ${salesWaiting(waiting)}`
        : waiting > 0 && status === "connected"
          ? `Syncing — ${salesWaiting(waiting)}`
          : appearance[status].label;
  return (
    <span
      role="status"
      aria-live="polite"
      className={cn("inline-flex items-center gap-2 text-xs font-medium text-muted-foreground", className)}
    >
      <span aria-hidden className={cn("size-2 rounded-full", dot)} />
      {label}
    </span>
  );
}
