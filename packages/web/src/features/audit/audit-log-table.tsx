import { auditActionLabels, type AuditEntryView } from "@pos/core/audit/audit.schema";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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

/** Audit entries, newest first: when, who (and from where), what, and what changed. */
export function AuditLogTable({ entries, timeZone }: { entries: AuditEntryView[]; timeZone?: string }) {
  if (entries.length === 0) {
    return <p className="px-6 py-4 text-sm text-muted-foreground">No changes recorded yet.</p>;
  }
  return (
    <Table aria-label="Audit log">
      <TableHeader>
        <TableRow>
          <TableHead>When</TableHead>
          <TableHead>Who</TableHead>
          <TableHead>What</TableHead>
          <TableHead>Changes</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} className="align-top">
            <TableCell className="whitespace-nowrap">{formatDateTime(entry.at, timeZone)}</TableCell>
            <TableCell>
              <div className="grid gap-1">
                <span className="break-all">{entry.actorEmail}</span>
                {entry.supportSession && (
                  <Badge variant="secondary" className="w-fit">
                    Support session
                  </Badge>
                )}
                <span className="text-xs text-muted-foreground">from {entry.sourceIp}</span>
              </div>
            </TableCell>
            <TableCell>
              <div className="grid gap-0.5">
                <span className="font-medium">{auditActionLabels[entry.action]}</span>
                <span className="text-muted-foreground">{entry.targetLabel}</span>
              </div>
            </TableCell>
            <TableCell className="whitespace-normal">
              <Changes entry={entry} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
