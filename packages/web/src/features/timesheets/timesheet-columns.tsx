import type { ColumnDef } from "@tanstack/react-table";
import { hoursText, type TimesheetEmployee } from "@pos/core/shifts/timesheet.schema";
import { Badge } from "@/components/ui/badge";

const hours = "text-right tabular-nums";

/** The employee summary: the same figures, in the same order, as the payroll CSV. */
export const timesheetColumns: ColumnDef<TimesheetEmployee>[] = [
  {
    accessorKey: "employeeName",
    header: "Employee",
    meta: { className: "pl-6 font-medium" },
  },
  {
    accessorKey: "workMinutes",
    header: "Work hours",
    sortDescFirst: true,
    meta: { className: hours },
    cell: ({ row }) => hoursText(row.original.workMinutes),
  },
  {
    accessorKey: "breakMinutes",
    header: "Break hours",
    sortDescFirst: true,
    meta: { className: hours },
    cell: ({ row }) => hoursText(row.original.breakMinutes),
  },
  {
    accessorKey: "regularMinutes",
    header: "Regular hours",
    sortDescFirst: true,
    meta: { className: hours },
    cell: ({ row }) => hoursText(row.original.regularMinutes),
  },
  {
    accessorKey: "overtimeMinutes",
    header: "Overtime hours",
    sortDescFirst: true,
    meta: { className: hours },
    cell: ({ row }) =>
      row.original.overtimeMinutes > 0 ? (
        <Badge variant="destructive" className="tabular-nums">
          {hoursText(row.original.overtimeMinutes)}
        </Badge>
      ) : (
        hoursText(0)
      ),
  },
  {
    accessorKey: "openEntries",
    header: "Open clock-ins",
    sortDescFirst: true,
    meta: { className: "pr-6 text-right tabular-nums" },
    cell: ({ row }) =>
      row.original.openEntries > 0 ? (
        <Badge variant="outline" className="border-amber-500 text-amber-700 tabular-nums">
          {row.original.openEntries} open
        </Badge>
      ) : (
        "0"
      ),
  },
];
