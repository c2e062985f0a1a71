import { Clock } from "lucide-react";
import type { TimesheetEmployee } from "@pos/core/shifts/timesheet.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { timesheetColumns } from "./timesheet-columns";

/** One row per employee who clocked in at the location during the period. */
export function TimesheetTable({ employees }: { employees: TimesheetEmployee[] | undefined }) {
  const table = useDataTable({
    data: employees,
    columns: timesheetColumns,
    getRowId: (employee) => employee.employeeId,
  });
  return (
    <DataTable
      table={table}
      aria-label="Hours by employee"
      loading={!employees}
      loadingRows={3}
      empty={
        <div className="p-6">
          <EmptyState icon={Clock} title="No hours in this period">
            Employees clock in at the register with their passcode. Pick another period or location.
          </EmptyState>
        </div>
      }
    />
  );
}
