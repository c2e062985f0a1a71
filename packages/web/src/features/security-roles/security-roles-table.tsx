import { ShieldCheck } from "lucide-react";
import { useMemo } from "react";
import type { SecurityRoleView } from "@pos/core/roles/roles.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { useDeleteTarget } from "@/components/shared/use-delete-target";
import { securityRoleColumns } from "./columns";
import { DeleteRoleDialog } from "./delete-role-dialog";

type SecurityRolesTableProps = {
  companyId: number;
  /** undefined while the first load runs. */
  roles: SecurityRoleView[] | undefined;
  editPath: (roleId: string) => string;
};

/** The company's roles, each with what it allows; edit and delete from the row's menu. */
export function SecurityRolesTable({ companyId, roles, editPath }: SecurityRolesTableProps) {
  const deleting = useDeleteTarget<SecurityRoleView>();
  const columns = useMemo(
    () =>
      securityRoleColumns({
        editPath,
        onDelete: deleting.ask,
      }),
    [editPath, deleting.ask],
  );
  const table = useDataTable({ data: roles, columns, getRowId: (role) => role.id });

  return (
    <>
      <DataTable
        table={table}
        loading={!roles}
        loadingRows={4}
        empty={
          <div className="p-6">
            <EmptyState icon={ShieldCheck} title="No security roles yet">
              Create a role to choose what your employees may do, then assign it to them.
            </EmptyState>
          </div>
        }
      />
      <DeleteRoleDialog
        companyId={companyId}
        role={deleting.target}
        open={deleting.open}
        onClose={deleting.close}
      />
    </>
  );
}
