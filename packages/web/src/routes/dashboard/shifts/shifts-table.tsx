import { useMemo } from "react";
import type { ShiftListItem } from "@pos/core/shifts/shift.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { shiftColumns } from "./columns";

type ShiftsTableProps = {
  /** undefined while the first page loads. */
  shifts: ShiftListItem[] | undefined;
  timeZone: string;
  shiftPath: (shiftId: string) => string;
};

/** A location's shifts, newest first, each opening its report. */
export function ShiftsTable({ shifts, timeZone, shiftPath }: ShiftsTableProps) {
  const columns = useMemo(() => shiftColumns({ timeZone, shiftPath }), [timeZone, shiftPath]);
  const table = useDataTable({ data: shifts, columns, getRowId: (shift) => shift.id });
  return <DataTable table={table} loading={!shifts} emptyRow="No more shifts." />;
}
