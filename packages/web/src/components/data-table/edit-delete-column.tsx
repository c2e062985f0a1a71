import type { ColumnDef } from "@tanstack/react-table";
import { RowActionsMenu } from "@/components/shared/row-actions-menu";
import { cn } from "@/lib/utils";

/** The last column of a list whose rows are edited on their own page and deleted after a confirmation. */
export function editDeleteColumn<Row extends { id: string; name: string }>({
  editPath,
  onDelete,
  className,
}: {
  editPath: (id: string) => string;
  onDelete: (row: Row) => void;
  className?: string;
}): ColumnDef<Row> {
  return {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: cn("w-16 pr-6 text-right", className) },
    cell: ({ row }) => (
      <RowActionsMenu
        name={row.original.name}
        editTo={editPath(row.original.id)}
        onDelete={() => onDelete(row.original)}
      />
    ),
  };
}
