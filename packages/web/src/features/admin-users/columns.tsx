import type { ColumnDef } from "@tanstack/react-table";
import type { AdminUserRow } from "@pos/core/admin-users/admin-users.schema";
import { Button } from "@/components/ui/button";

export function adminUserColumns(onChangeEmail: (user: AdminUserRow) => void): ColumnDef<AdminUserRow>[] {
  return [
    { accessorKey: "id", header: "ID", meta: { className: "font-mono text-xs" } },
    {
      id: "email",
      header: "E-mail",
      accessorFn: (user) => user.email ?? "",
      cell: ({ row }) => row.original.email ?? <span className="text-muted-foreground">No e-mail</span>,
    },
    { accessorKey: "name", header: "Name" },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "w-32 text-right" },
      cell: ({ row }) => (
        <Button variant="outline" size="sm" onClick={() => onChangeEmail(row.original)}>
          Change e-mail
        </Button>
      ),
    },
  ];
}
