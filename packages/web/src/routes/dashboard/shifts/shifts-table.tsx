import { Link } from "react-router";
import { formatCents } from "@pos/core/common/money";
import type { ShiftListItem } from "@pos/core/shifts/shift.schema";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DiscrepancyBadge } from "@/features/shift-report/discrepancy-badge";
import { formatDateTime } from "@/lib/format-date";

type ShiftsTableProps = {
  /** undefined while the first page loads. */
  shifts: ShiftListItem[] | undefined;
  timeZone: string;
  shiftPath: (shiftId: string) => string;
};

function Status({ shift }: { shift: ShiftListItem }) {
  if (!shift.endDate) return <Badge variant="secondary">Open</Badge>;
  return <DiscrepancyBadge discrepancy={shift.discrepancy} warning={shift.discrepancyWarning} />;
}

/** A location's shifts, newest first, each opening its report. */
export function ShiftsTable({ shifts, timeZone, shiftPath }: ShiftsTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-6">Started</TableHead>
          <TableHead>Ended</TableHead>
          <TableHead className="hidden md:table-cell">Device</TableHead>
          <TableHead className="hidden sm:table-cell">Started by</TableHead>
          <TableHead className="hidden text-right lg:table-cell">Expected</TableHead>
          <TableHead className="hidden text-right lg:table-cell">Counted</TableHead>
          <TableHead className="pr-6">Discrepancy</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {!shifts && <TableSkeletonRows columns={7} />}
        {shifts?.length === 0 && (
          <TableRow>
            <TableCell colSpan={7} className="py-8 text-center text-muted-foreground">
              No more shifts.
            </TableCell>
          </TableRow>
        )}
        {shifts?.map((shift) => (
          <TableRow key={shift.id}>
            <TableCell className="pl-6">
              <Link
                to={shiftPath(shift.id)}
                className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
                aria-label={`Shift ${shift.id}, started ${formatDateTime(shift.createDate, timeZone)}`}
              >
                {formatDateTime(shift.createDate, timeZone)}
              </Link>
              <div className="font-mono text-xs text-muted-foreground">#{shift.id}</div>
            </TableCell>
            <TableCell>
              {shift.endDate ? (
                formatDateTime(shift.endDate, timeZone)
              ) : (
                <span className="text-muted-foreground">Still open</span>
              )}
            </TableCell>
            <TableCell className="hidden md:table-cell">{shift.deviceName}</TableCell>
            <TableCell className="hidden sm:table-cell">{shift.startedByName}</TableCell>
            <TableCell className="hidden text-right tabular-nums lg:table-cell">
              {shift.endCash === null ? "-" : formatCents(shift.endCash)}
            </TableCell>
            <TableCell className="hidden text-right tabular-nums lg:table-cell">
              {shift.countedCash === null ? "-" : formatCents(shift.countedCash)}
            </TableCell>
            <TableCell className="pr-6">
              <Status shift={shift} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
