import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { integrationLabels, type IntegrationHealth } from "@pos/core/integrations/integration-health.schema";
import { formatDateTime } from "@/lib/format-date";
import { HealthBadge } from "./health-summary";

const when = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

export const adminIntegrationColumns: ColumnDef<IntegrationHealth>[] = [
  {
    accessorKey: "companyName",
    header: "Company",
    meta: { className: "pl-6 whitespace-normal" },
    cell: ({ row: { original } }) => (
      <Link
        to={`/admin/v2/companies/${original.companyId}`}
        className="font-medium text-primary hover:underline"
      >
        {original.companyName}
        <span className="ml-1 text-xs text-muted-foreground">#{original.companyId}</span>
      </Link>
    ),
  },
  {
    accessorKey: "kind",
    header: "Integration",
    cell: ({ row: { original } }) => (
      <div>
        <div>{integrationLabels[original.kind]}</div>
        <div className="max-w-56 truncate text-xs text-muted-foreground">{original.account}</div>
      </div>
    ),
  },
  {
    accessorKey: "status",
    header: "Health",
    cell: ({ row }) => <HealthBadge status={row.original.status} />,
  },
  {
    accessorKey: "lastSuccessAt",
    header: "Last success",
    cell: ({ row }) => when(row.original.lastSuccessAt),
  },
  {
    accessorKey: "lastErrorAt",
    header: "Last error",
    meta: { className: "whitespace-normal max-w-72" },
    cell: ({ row: { original } }) =>
      original.lastErrorAt ? (
        <div>
          <div>{when(original.lastErrorAt)}</div>
          <div className="text-xs text-destructive">{original.lastError}</div>
        </div>
      ) : (
        "—"
      ),
  },
  {
    id: "counts",
    header: "Synced · imported · errors",
    meta: { className: "pr-6 text-right" },
    cell: ({ row: { original } }) =>
      `${original.syncedCount} · ${original.importedCount} · ${original.errorCount}`,
  },
];
