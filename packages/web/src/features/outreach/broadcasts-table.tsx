import type { ColumnDef } from "@tanstack/react-table";
import { Megaphone } from "lucide-react";
import { useMemo } from "react";
import type { BroadcastStatus, BroadcastView } from "@pos/core/outreach/broadcast.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-date";

const statusLabels: Record<BroadcastStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

const figure = (header: string, value: (row: BroadcastView) => number): ColumnDef<BroadcastView> => ({
  id: header,
  header,
  cell: ({ row }) => <span className="tabular-nums">{value(row.original)}</span>,
});

function columns(timeZone: string): ColumnDef<BroadcastView>[] {
  return [
    { id: "date", header: "Date", cell: ({ row }) => formatDateTime(row.original.createDate, timeZone) },
    {
      id: "message",
      header: "Broadcast",
      cell: ({ row }) => (
        <div className="grid max-w-md gap-0.5">
          <span className="font-medium">
            {row.original.channel === "sms" ? "SMS" : (row.original.subject ?? "E-mail")}
          </span>
          <span className="truncate text-xs text-muted-foreground">{row.original.message}</span>
        </div>
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => (
        <Badge
          variant={
            row.original.status === "sent"
              ? "secondary"
              : row.original.status === "failed"
                ? "destructive"
                : "outline"
          }
        >
          {statusLabels[row.original.status]}
        </Badge>
      ),
    },
    figure("Audience", (row) => row.audienceCount),
    figure("Delivered", (row) => row.delivered),
    figure("Opted out", (row) => row.optedOut),
    figure("Skipped", (row) => row.skipped),
  ];
}

/** Past broadcasts, newest first, with their delivery and opt-out counts. */
export function BroadcastsTable({
  broadcasts,
  timeZone,
}: {
  broadcasts: BroadcastView[] | undefined;
  timeZone: string;
}) {
  const table = useDataTable({
    data: broadcasts,
    columns: useMemo(() => columns(timeZone), [timeZone]),
    getRowId: (broadcast) => broadcast.id,
  });
  return (
    <DataTable
      table={table}
      loading={!broadcasts}
      loadingRows={3}
      empty={
        <div className="p-6">
          <EmptyState icon={Megaphone} title="No broadcasts yet">
            Broadcasts you send appear here with how many were delivered and how many opted out.
          </EmptyState>
        </div>
      }
    />
  );
}
