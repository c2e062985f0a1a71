import type { ColumnDef } from "@tanstack/react-table";
import type { SummaryRunView } from "@pos/core/reports/daily-summary.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-date";

const statusVariant = { succeeded: "secondary", running: "outline", failed: "destructive" } as const;
const count = { meta: { className: "text-right tabular-nums" } } as const;

const columns: ColumnDef<SummaryRunView>[] = [
  { accessorKey: "startedAt", header: "Started", cell: ({ row }) => formatDateTime(row.original.startedAt) },
  {
    accessorKey: "status",
    header: "Status",
    cell: ({ row: { original } }) => (
      <div className="grid gap-1">
        <Badge variant={statusVariant[original.status]} className="capitalize">
          {original.status}
        </Badge>
        {original.error && <span className="text-xs text-destructive">{original.error}</span>}
      </div>
    ),
  },
  { accessorKey: "locations", header: "Locations", ...count },
  { accessorKey: "sent", header: "Sent", ...count },
  { accessorKey: "alreadySent", header: "Already sent", ...count },
  { accessorKey: "notAllowed", header: "No access", ...count },
];

/** The daily summary job's recent runs for the company (the owner's view). */
export function SummaryRunsTable({ runs }: { runs: SummaryRunView[] }) {
  const table = useDataTable({ data: runs, columns, getRowId: (run) => run.runId });
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">Recent runs</h3>
      <DataTable
        table={table}
        empty={<p className="text-sm text-muted-foreground">The job has not run for this company yet.</p>}
      />
    </div>
  );
}
