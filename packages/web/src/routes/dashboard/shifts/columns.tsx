import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { formatCents } from "@pos/core/common/money";
import type { ShiftListItem } from "@pos/core/shifts/shift.schema";
import { Badge } from "@/components/ui/badge";
import { DiscrepancyBadge } from "@/features/shift-report/discrepancy-badge";
import { formatDateTime } from "@/lib/format-date";

function Status({ shift }: { shift: ShiftListItem }) {
  if (!shift.endDate) return <Badge variant="secondary">Open</Badge>;
  return <DiscrepancyBadge discrepancy={shift.discrepancy} warning={shift.discrepancyWarning} />;
}

const cents = (value: number | null) => (value === null ? "-" : formatCents(value));

export function shiftColumns({
  timeZone,
  shiftPath,
}: {
  timeZone: string;
  shiftPath: (shiftId: string) => string;
}): ColumnDef<ShiftListItem>[] {
  return [
    {
      accessorKey: "createDate",
      header: "Started",
      sortDescFirst: true,
      meta: { className: "pl-6" },
      cell: ({ row: { original: shift } }) => (
        <>
          <Link
            to={shiftPath(shift.id)}
            className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
            aria-label={`Shift ${shift.id}, started ${formatDateTime(shift.createDate, timeZone)}`}
          >
            {formatDateTime(shift.createDate, timeZone)}
          </Link>
          <div className="font-mono text-xs text-muted-foreground">#{shift.id}</div>
        </>
      ),
    },
    {
      id: "endDate",
      header: "Ended",
      accessorFn: (shift) => shift.endDate ?? "",
      sortDescFirst: true,
      cell: ({ row: { original: shift } }) =>
        shift.endDate ? (
          formatDateTime(shift.endDate, timeZone)
        ) : (
          <span className="text-muted-foreground">Still open</span>
        ),
    },
    { accessorKey: "deviceName", header: "Device", meta: { className: "hidden md:table-cell" } },
    { accessorKey: "startedByName", header: "Started by", meta: { className: "hidden sm:table-cell" } },
    {
      id: "endCash",
      header: "Expected",
      accessorFn: (shift) => shift.endCash ?? -Infinity,
      meta: { className: "hidden text-right tabular-nums lg:table-cell" },
      cell: ({ row }) => cents(row.original.endCash),
    },
    {
      id: "countedCash",
      header: "Counted",
      accessorFn: (shift) => shift.countedCash ?? -Infinity,
      meta: { className: "hidden text-right tabular-nums lg:table-cell" },
      cell: ({ row }) => cents(row.original.countedCash),
    },
    {
      id: "discrepancy",
      header: "Discrepancy",
      accessorFn: (shift) => shift.discrepancy ?? -Infinity,
      meta: { className: "pr-6" },
      cell: ({ row }) => <Status shift={row.original} />,
    },
  ];
}
