import { ShieldCheck } from "lucide-react";
import { useMemo, useState } from "react";
import type { SecurityRoleView } from "@pos/core/roles/roles.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
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
  const [deleting, setDeleting] = useState<SecurityRoleView | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const columns = useMemo(
    () =>
      securityRoleColumns({
        editPath,
        onDelete: (role) => {
          setDeleting(role);
          setDialogOpen(true);
        },
      }),
    [editPath],
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
        role={deleting}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
