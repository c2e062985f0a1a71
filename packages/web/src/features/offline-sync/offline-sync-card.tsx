import { CloudOff } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import { offlineFlagLabels } from "@pos/core/offline/offline-sale.schema";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";
import { formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";

const refreshEveryMs = 60_000;

type OfflineSyncCardProps = { companyId: number; timeZone?: string };

/**
 * dashboard.md 4 Connection, issue 24: registers that hold sales not yet synced (as they last reported), and
 * sales made offline that synced with a conflict for a manager to check. Hidden while there is nothing to show.
 */
export function OfflineSyncCard({ companyId, timeZone }: OfflineSyncCardProps) {
  const status = trpc.offline.status.useQuery({ companyId }, { refetchInterval: refreshEveryMs });
  if (status.isLoading) return <Skeleton className="h-24" />;
  if (status.error)
    return <p className="text-sm text-destructive">{errorMessage(status.error)}</p>;
  const data = status.data;
  if (!data || (data.registers.length === 0 && data.flagged.length === 0)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CloudOff className="size-5 text-amber-600" aria-hidden />
          Offline sales
        </CardTitle>
        <CardDescription>
          Registers with sales waiting to sync, and synced offline sales a manager should check.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data.registers.length > 0 && (
          <ul className="divide-y" aria-label="Registers with unsynced sales">
            {data.registers.map((register) => (
              <li key={register.deviceId} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                <span className="font-medium">{register.deviceName}</span>
                <Badge variant="secondary">
                  {register.pending} {register.pending === 1 ? "sale" : "sales"} waiting
                </Badge>
                <span className="ml-auto text-muted-foreground">
                  {register.oldestAt ? `oldest ${formatDateTime(register.oldestAt, timeZone)} · ` : ""}
                  reported {formatDateTime(register.reportedAt, timeZone)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {data.flagged.length > 0 && (
          <ul className="divide-y" aria-label="Offline sales to check">
            {data.flagged.map((sale) => (
              <li key={sale.pendingId} className="grid gap-1 py-2 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">Sale #{sale.number}</span>
                  <span className="text-muted-foreground">
                    {formatCents(sale.total)} · made {formatDateTime(sale.recordedAt, timeZone)} · synced{" "}
                    {formatDateTime(sale.syncedAt, timeZone)}
                  </span>
                </div>
                <div className="flex flex-wrap gap-1">
                  {sale.flags.map((flag) => (
                    <Badge key={flag} variant="outline" className="border-amber-500 text-amber-700">
                      {offlineFlagLabels[flag]}
                    </Badge>
                  ))}
                  {sale.serverTotal !== null && (
                    <span className="text-xs text-muted-foreground">
                      charged {formatCents(sale.total)}, today&apos;s prices {formatCents(sale.serverTotal)}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
