import type { ColumnDef } from "@tanstack/react-table";
import { editDeleteColumn } from "@/components/data-table/edit-delete-column";
import { Link } from "react-router";
import type { SecurityRoleView } from "@pos/core/roles/roles.schema";
import { Badge } from "@/components/ui/badge";
import { permissionLabels } from "./permission-groups";

const shownLabels = 4;

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

export function securityRoleColumns({
  editPath,
  onDelete,
}: {
  editPath: (roleId: string) => string;
  onDelete: (role: SecurityRoleView) => void;
}): ColumnDef<SecurityRoleView>[] {
  return [
    {
      accessorKey: "name",
      header: "Role",
      meta: { className: "pl-6 align-top whitespace-normal" },
      cell: ({ row: { original: role } }) => (
        <>
          <Link
            to={editPath(role.id)}
            className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
          >
            {role.name}
          </Link>
          <div className="text-xs whitespace-nowrap text-muted-foreground">
            {role.permissions.length === 1 ? "1 permission" : `${role.permissions.length} permissions`}
          </div>
        </>
      ),
    },
    {
      id: "permissions",
      header: "Permissions",
      accessorFn: (role) => role.permissions.length,
      sortDescFirst: true,
      meta: { className: "align-top whitespace-normal" },
      cell: ({ row }) => <PermissionSummary names={row.original.permissions} />,
    },
    editDeleteColumn({ editPath, onDelete, className: "align-top" }),
  ];
}
