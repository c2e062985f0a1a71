import type { ConnectionStatus } from "@/lib/connection-monitor";
import { cn } from "@/lib/utils";

const appearance: Record<ConnectionStatus, { label: string; dot: string }> = {
  connecting: { label: "Connecting", dot: "bg-warning animate-pulse" },
  connected: { label: "Connected", dot: "bg-success" },
  disconnected: { label: "Disconnected", dot: "bg-destructive" },
};

export function ConnectionBadge({ status, className }: { status: ConnectionStatus; className?: string }) {
  const { label, dot } = appearance[status];
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
