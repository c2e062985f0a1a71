import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { SecurityRoleView } from "@pos/core/roles/roles.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { RowActionsMenu } from "@/components/shared/row-actions-menu";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DeleteRoleDialog } from "./delete-role-dialog";
import { permissionLabels } from "./permission-groups";

const shownLabels = 4;

type SecurityRolesTableProps = {
  companyId: number;
  /** undefined while the first load runs. */
  roles: SecurityRoleView[] | undefined;
  editPath: (roleId: string) => string;
};

function PermissionSummary({ names }: { names: string[] }) {
  if (names.length === 0) return <span className="text-muted-foreground">No permissions</span>;
  const labels = permissionLabels(names);
  const hidden = labels.length - shownLabels;
  return (
    <div className="flex flex-wrap gap-1.5">
      {labels.slice(0, shownLabels).map((label) => (
        <Badge key={label} variant="secondary">
          {label}
        </Badge>
      ))}
      {hidden > 0 && <Badge variant="outline">+{hidden} more</Badge>}
    </div>
  );
}

/** The company's roles, each with what it allows; edit and delete from the row's menu. */
export function SecurityRolesTable({ companyId, roles, editPath }: SecurityRolesTableProps) {
  const [deleting, setDeleting] = useState<SecurityRoleView | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (roles?.length === 0) {
    return (
      <div className="p-6">
        <EmptyState icon={ShieldCheck} title="No security roles yet">
          Create a role to choose what your employees may do, then assign it to them.
        </EmptyState>
      </div>
    );
  }

  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-6">Role</TableHead>
            <TableHead>Permissions</TableHead>
            <TableHead className="w-16 pr-6">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {!roles && <TableSkeletonRows columns={3} rows={4} />}
          {roles?.map((role) => (
            <TableRow key={role.id}>
              <TableCell className="pl-6 align-top whitespace-normal">
                <Link
                  to={editPath(role.id)}
                  className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
                >
                  {role.name}
                </Link>
                <div className="text-xs whitespace-nowrap text-muted-foreground">
                  {role.permissions.length === 1 ? "1 permission" : `${role.permissions.length} permissions`}
                </div>
              </TableCell>
              <TableCell className="align-top whitespace-normal">
                <PermissionSummary names={role.permissions} />
              </TableCell>
              <TableCell className="pr-6 text-right align-top">
                <RowActionsMenu
                  name={role.name}
                  editTo={editPath(role.id)}
                  onDelete={() => {
                    setDeleting(role);
                    setDialogOpen(true);
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DeleteRoleDialog
        companyId={companyId}
        role={deleting}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
