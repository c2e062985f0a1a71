import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { formatCents } from "@pos/core/common/money";
import { auditStatusLabels, type AuditView } from "@pos/core/inventory/inventory-audit.schema";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-date";
import { signedUnits } from "./audit-paths";

const statusVariant = {
  inProgress: "secondary",
  completing: "secondary",
  completed: "default",
  cancelled: "outline",
} as const;

export function auditColumns({
  timeZone,
  auditPath,
  locationName,
}: {
  timeZone: string;
  auditPath: (audit: AuditView) => string;
  locationName: string;
}): ColumnDef<AuditView>[] {
  return [
    {
      accessorKey: "number",
      header: "Audit",
      sortDescFirst: true,
      meta: { className: "pl-6" },
      cell: ({ row: { original: audit } }) => (
        <>
          <Link
            to={auditPath(audit)}
            className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
          >
            {audit.title}
          </Link>
          <div className="font-mono text-xs text-muted-foreground">#{audit.number}</div>
        </>
      ),
    },
    {
      id: "location",
      header: "Location",
      meta: { className: "hidden md:table-cell" },
      cell: () => locationName,
    },
    {
      accessorKey: "status",
      header: "Status",
      cell: ({ row }) => (
        <Badge variant={statusVariant[row.original.status]}>{auditStatusLabels[row.original.status]}</Badge>
      ),
    },
    {
      accessorKey: "countedLines",
      header: "Counted",
      meta: { className: "text-right tabular-nums" },
    },
    {
      id: "varianceUnits",
      header: "Variance",
      accessorFn: (audit) => audit.varianceUnits ?? -Infinity,
      meta: { className: "text-right tabular-nums" },
      cell: ({ row }) =>
        row.original.varianceUnits === null ? "—" : signedUnits(row.original.varianceUnits),
    },
    {
      id: "varianceValue",
      header: "Value",
      accessorFn: (audit) => audit.varianceValue ?? -Infinity,
      meta: { className: "text-right tabular-nums" },
      cell: ({ row }) =>
        row.original.varianceValue === null ? "—" : formatCents(row.original.varianceValue),
    },
    {
      accessorKey: "createDate",
      header: "Started",
      sortDescFirst: true,
      meta: { className: "hidden lg:table-cell" },
      cell: ({ row }) => (
        <>
          {formatDateTime(row.original.createDate, timeZone)}
          <div className="text-xs text-muted-foreground">{row.original.createdBy.name}</div>
        </>
      ),
    },
    {
      id: "completeDate",
      header: "Completed",
      accessorFn: (audit) => audit.completeDate ?? "",
      meta: { className: "hidden pr-6 lg:table-cell" },
      cell: ({ row }) =>
        row.original.completeDate ? formatDateTime(row.original.completeDate, timeZone) : "—",
    },
  ];
}
