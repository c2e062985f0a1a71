import { useMemo, useState } from "react";
import type { EmployeeView } from "@pos/core/employees/employees.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { employeeColumns } from "./columns";
import { DeactivateEmployeeDialog } from "./deactivate-employee-dialog";

type EmployeesTableProps = {
  companyId: number;
  companyName: string;
  /** undefined while the first page loads. */
  employees: EmployeeView[] | undefined;
  roleNames: ReadonlyMap<string, string>;
  locationNames: ReadonlyMap<string, string>;
  currentUserId: string;
  editPath: (userId: string) => string;
};

/** The company's employees with where they work, their roles and their register set-up. */
export function EmployeesTable(props: EmployeesTableProps) {
  const { employees, roleNames, locationNames, currentUserId, editPath } = props;
  const [deactivating, setDeactivating] = useState<EmployeeView | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const columns = useMemo(
    () =>
      employeeColumns({
        names: { roleNames, locationNames },
        currentUserId,
        editPath,
        onDeactivate: (employee) => {
          setDeactivating(employee);
          setDialogOpen(true);
        },
      }),
    [roleNames, locationNames, currentUserId, editPath],
  );
  const table = useDataTable({ data: employees, columns, getRowId: (employee) => employee.id });

  return (
    <>
      <DataTable table={table} loading={!employees} emptyRow="No more employees." />
      <DeactivateEmployeeDialog
        companyId={props.companyId}
        companyName={props.companyName}
        employee={deactivating}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
