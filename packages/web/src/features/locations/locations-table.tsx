import { Store } from "lucide-react";
import { useMemo, useState, type DragEvent } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { cn } from "@/lib/utils";
import { LocationActionsContext, locationColumns, type LocationRow } from "./columns";

type LocationsTableProps = {
  /** undefined while the first load runs. */
  rows: LocationRow[] | undefined;
  visibleCount: number;
  busy: boolean;
  onMove: (location: LocationRow, toIndex: number) => void;
  onEdit: (location: LocationRow) => void;
  onHide: (location: LocationRow) => void;
};

/**
 * The company's locations in their order. Reordering is native drag and drop on a row, the move buttons, or
 * the arrow keys on a row's handle; hidden locations are listed last and never move.
 */
export function LocationsTable({ rows, visibleCount, busy, onMove, onEdit, onHide }: LocationsTableProps) {
  const [dragged, setDragged] = useState<LocationRow | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const actions = useMemo(
    () => ({ visibleCount, busy, onMove, onEdit, onHide }),
    [visibleCount, busy, onMove, onEdit, onHide],
  );
  const table = useDataTable({ data: rows, columns: locationColumns, getRowId: (row) => row.id });

  const end = () => {
    setDragged(null);
    setOver(null);
  };
  const rowProps = (location: LocationRow) => {
    if (location.isHidden) return { "data-location": location.name };
    return {
      "data-location": location.name,
      draggable: !busy,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", location.id);
        setDragged(location);
      },
      onDragOver: (event: DragEvent) => {
        if (!dragged) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(location.index);
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (dragged && dragged.index !== location.index) onMove(dragged, location.index);
        end();
      },
      onDragEnd: end,
      className: cn(
        dragged?.id === location.id && "opacity-50",
        over === location.index &&
          dragged &&
          dragged.index !== location.index &&
          (dragged.index > location.index ? "border-t-2 border-t-primary" : "border-b-2 border-b-primary"),
      ),
    };
  };

  return (
    <LocationActionsContext value={actions}>
      <DataTable
        table={table}
        loading={!rows}
        loadingRows={3}
        rowProps={(row) => rowProps(row.original)}
        empty={
          <div className="p-6">
            <EmptyState icon={Store} title="No locations yet">
              Add your first store to sell at its register.
            </EmptyState>
          </div>
        }
      />
    </LocationActionsContext>
  );
}
