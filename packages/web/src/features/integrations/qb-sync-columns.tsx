import type { ColumnDef } from "@tanstack/react-table";
import { formatCents } from "@pos/core/common/money";
import type { QbSyncRow } from "@pos/core/integrations/quickbooks/qb.schema";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-date";

const statusBadge = {
  synced: <Badge>Synced</Badge>,
  skipped: <Badge variant="secondary">Nothing to post</Badge>,
  failed: <Badge variant="destructive">Failed</Badge>,
} as const;

const money = (row: QbSyncRow, part: "sales" | "tax" | "tenders") =>
  row.amounts ? formatCents(row.amounts[part]) : "—";

export const qbSyncColumns: ColumnDef<QbSyncRow>[] = [
  { accessorKey: "day", header: "Date", meta: { className: "pl-6 font-medium" } },
  { accessorKey: "status", header: "Status", cell: ({ row }) => statusBadge[row.original.status] },
  {
    id: "sales",
    header: "Sales",
    meta: { className: "text-right" },
    cell: ({ row }) => money(row.original, "sales"),
  },
  {
    id: "tax",
    header: "Tax",
    meta: { className: "text-right" },
    cell: ({ row }) => money(row.original, "tax"),
  },
  {
    id: "tenders",
    header: "Payments",
    meta: { className: "text-right" },
    cell: ({ row }) => money(row.original, "tenders"),
  },
  {
    id: "result",
    header: "Journal entry or error",
    meta: { className: "whitespace-normal max-w-80" },
    cell: ({ row: { original } }) =>
      original.journalEntryId ? (
        <span>#{original.journalEntryId}</span>
      ) : (
        <span className={original.status === "failed" ? "text-destructive" : "text-muted-foreground"}>
          {original.error}
        </span>
      ),
  },
  {
    accessorKey: "updatedAt",
    header: "Last attempt",
    meta: { className: "pr-6" },
    cell: ({ row: { original } }) => `${formatDateTime(original.updatedAt)} (${original.attempts}×)`,
  },
];
