import { useMemo } from "react";
import type { AuditEntryView } from "@pos/core/audit/audit.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { auditColumns } from "./columns";

const topAligned = { className: "align-top" };

/** Audit entries, newest first: when, who (and from where), what, and what changed. */
export function AuditLogTable({ entries, timeZone }: { entries: AuditEntryView[]; timeZone?: string }) {
  const columns = useMemo(() => auditColumns(timeZone), [timeZone]);
  const table = useDataTable({ data: entries, columns, getRowId: (entry) => entry.id });
  return (
    <DataTable
      table={table}
      aria-label="Audit log"
      rowProps={() => topAligned}
      empty={<p className="px-6 py-4 text-sm text-muted-foreground">No changes recorded yet.</p>}
    />
  );
}
