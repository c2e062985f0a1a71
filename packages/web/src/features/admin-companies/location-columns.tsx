import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

type LocationRow = { id: string; name: string; isHidden: boolean };

export function locationColumns<T extends LocationRow>({
  pendingId,
  onRestore,
}: {
  pendingId: string | null;
  onRestore: (locationId: string) => void;
}): ColumnDef<T>[] {
  return [
    { accessorKey: "name", header: "Name", meta: { className: "pl-4 font-medium" } },
    { accessorKey: "id", header: "ID", meta: { className: "font-mono text-xs text-muted-foreground" } },
    {
      id: "status",
      header: "Status",
      accessorFn: (location) => (location.isHidden ? "Deleted" : "Active"),
      meta: { className: "pr-4 text-right" },
      cell: ({ row: { original: location } }) =>
        location.isHidden ? (
          <span className="inline-flex items-center gap-2">
            <Badge variant="destructive">Deleted</Badge>
            <Button
              variant="outline"
              size="sm"
              disabled={pendingId !== null}
              onClick={() => onRestore(location.id)}
            >
              Undelete
            </Button>
          </span>
        ) : (
          <Badge variant="secondary">Active</Badge>
        ),
    },
  ];
}
