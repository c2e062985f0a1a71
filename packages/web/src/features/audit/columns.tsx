import type { ColumnDef } from "@tanstack/react-table";
import { auditActionLabels, type AuditEntryView } from "@pos/core/audit/audit.schema";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-date";
import { auditChanges } from "./audit-changes";

function Changes({ entry }: { entry: AuditEntryView }) {
  const lines = auditChanges(entry);
  if (lines.length === 0) return <span className="text-muted-foreground">No change</span>;
  return (
    <ul className="grid gap-0.5">
      {lines.map((line) => (
        <li key={line.field} className="break-words">
          <span className="text-muted-foreground">{line.field}: </span>
          {line.before !== null && (
            <span className={line.after !== null ? "line-through" : ""}>{line.before}</span>
          )}
          {line.before !== null && line.after !== null && " → "}
          {line.after !== null && <span>{line.after}</span>}
        </li>
      ))}
    </ul>
  );
}

export function auditColumns(timeZone: string | undefined): ColumnDef<AuditEntryView>[] {
  return [
    {
      accessorKey: "at",
      header: "When",
      sortDescFirst: true,
      cell: ({ row }) => formatDateTime(row.original.at, timeZone),
    },
    {
      accessorKey: "actorEmail",
      header: "Who",
      cell: ({ row: { original: entry } }) => (
        <div className="grid gap-1">
          <span className="break-all">{entry.actorEmail}</span>
          {entry.supportSession && (
            <Badge variant="secondary" className="w-fit">
              Support session
            </Badge>
          )}
          <span className="text-xs text-muted-foreground">from {entry.sourceIp}</span>
        </div>
      ),
    },
    {
      id: "what",
      header: "What",
      accessorFn: (entry) => auditActionLabels[entry.action],
      cell: ({ row: { original: entry } }) => (
        <div className="grid gap-0.5">
          <span className="font-medium">{auditActionLabels[entry.action]}</span>
          <span className="text-muted-foreground">{entry.targetLabel}</span>
        </div>
      ),
    },
    {
      id: "changes",
      header: "Changes",
      enableSorting: false,
      meta: { className: "whitespace-normal" },
      cell: ({ row }) => <Changes entry={row.original} />,
    },
  ];
}
