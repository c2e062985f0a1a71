import type { IntegrationHealth } from "@pos/core/integrations/integration-health.schema";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-date";

const statusLabel = { healthy: "Healthy", error: "Failing", new: "Connected" } as const;

export function HealthBadge({ status }: { status: IntegrationHealth["status"] }) {
  return (
    <Badge variant={status === "error" ? "destructive" : status === "healthy" ? "default" : "secondary"}>
      {statusLabel[status]}
    </Badge>
  );
}

/** A connection's health: last success, last error and its counts. */
export function HealthSummary({
  health,
  counts,
}: {
  health: IntegrationHealth;
  /** What syncedCount and (when shown) importedCount count here. */
  counts: { synced: string; imported?: string };
}) {
  const row = (label: string, value: string) => (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{value}</dd>
    </div>
  );
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <HealthBadge status={health.status} />
        <span className="text-sm text-muted-foreground">
          Connected {formatDateTime(health.connectedAt)} by {health.connectedBy}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {row("Last success", health.lastSuccessAt ? formatDateTime(health.lastSuccessAt) : "Never")}
        {row("Last error", health.lastErrorAt ? formatDateTime(health.lastErrorAt) : "None")}
        {row(counts.synced, String(health.syncedCount))}
        {counts.imported && row(counts.imported, String(health.importedCount))}
      </dl>
      {health.status === "error" && health.lastError && (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {health.lastError}
        </p>
      )}
    </div>
  );
}
