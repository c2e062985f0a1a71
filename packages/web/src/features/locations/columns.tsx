import type { ColumnDef } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, EyeOff, GripVertical, Pencil } from "lucide-react";
import { createContext, useContext, type KeyboardEvent } from "react";
import type { LocationSettings } from "@pos/core/company/location.schema";
import { RowActionsMenu } from "@/components/shared/row-actions-menu";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

export type LocationRow = LocationSettings & { index: number };

export type LocationActions = {
  /** How many visible locations there are in all (the last one can't move down). */
  visibleCount: number;
  busy: boolean;
  onMove: (location: LocationRow, toIndex: number) => void;
  onEdit: (location: LocationRow) => void;
  onHide: (location: LocationRow) => void;
};

/**
 * The table's state and handlers reach the cells through context, so the columns never change: a new cell
 * renderer would remount its cell and close a row's open menu whenever a move starts or ends.
 */
export const LocationActionsContext = createContext<LocationActions | null>(null);

function useActions(): LocationActions {
  const actions = useContext(LocationActionsContext);
  if (!actions) throw new Error("Location cells render inside LocationsTable");
  return actions;
}

const muted = <span className="text-muted-foreground">-</span>;

function ReorderCell({ location }: { location: LocationRow }) {
  const { visibleCount, busy, onMove } = useActions();
  if (location.isHidden) return null;
  const { index, name } = location;
  const keys = (event: KeyboardEvent) => {
    const step = { ArrowUp: -1, ArrowDown: 1 }[event.key];
    if (step === undefined || busy) return;
    event.preventDefault();
    const to = index + step;
    if (to >= 0 && to < visibleCount) onMove(location, to);
  };
  return (
    <div className="flex items-center gap-0.5">
      <span
        role="button"
        tabIndex={0}
        aria-label={`Reorder ${name}: drag, or press the up and down arrow keys`}
        className="cursor-grab rounded p-1 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
        onKeyDown={keys}
        data-drag-handle
      >
        <GripVertical className="size-4" aria-hidden />
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={`Move ${name} up`}
        disabled={busy || index === 0}
        onClick={() => onMove(location, index - 1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={`Move ${name} down`}
        disabled={busy || index >= visibleCount - 1}
        onClick={() => onMove(location, index + 1)}
      >
        <ArrowDown aria-hidden />
      </Button>
    </div>
  );
}

function NameCell({ location }: { location: LocationRow }) {
  const { onEdit } = useActions();
  return (
    <div className="grid">
      {location.isHidden ? (
        <span className="font-medium">{location.name}</span>
      ) : (
        <button
          type="button"
          className="w-fit text-left font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
          onClick={() => onEdit(location)}
        >
          {location.name}
        </button>
      )}
      <span className="text-xs text-muted-foreground">{location.timezone.replaceAll("_", " ")}</span>
    </div>
  );
}

function ActionsCell({ location }: { location: LocationRow }) {
  const { onEdit, onHide } = useActions();
  if (location.isHidden) return null;
  return (
    <RowActionsMenu
      name={location.name}
      actions={[
        { label: "Edit", icon: Pencil, onSelect: () => onEdit(location) },
        { label: "Hide", icon: EyeOff, destructive: true, onSelect: () => onHide(location) },
      ]}
    />
  );
}

export const locationColumns: ColumnDef<LocationRow>[] = [
  {
    id: "order",
    header: () => <span className="sr-only">Order</span>,
    meta: { className: "w-28 pl-4" },
    cell: ({ row }) => <ReorderCell location={row.original} />,
  },
  {
    accessorKey: "name",
    header: "Location",
    enableSorting: false,
    meta: { className: "align-top whitespace-normal" },
    cell: ({ row }) => <NameCell location={row.original} />,
  },
  {
    accessorKey: "address",
    header: "Address",
    enableSorting: false,
    meta: { className: "align-top whitespace-normal" },
    cell: ({ row: { original: location } }) => location.address ?? muted,
  },
  {
    accessorKey: "crsaStoreId",
    header: "CRSA store id",
    enableSorting: false,
    meta: { className: "align-top" },
    cell: ({ row: { original: location } }) =>
      location.crsaStoreId ? <span className="font-mono text-[13px]">{location.crsaStoreId}</span> : muted,
  },
  {
    accessorKey: "phone",
    header: "Phone",
    enableSorting: false,
    meta: { className: "align-top whitespace-nowrap" },
    cell: ({ row: { original: location } }) => location.phone ?? muted,
  },
  {
    id: "status",
    header: "Status",
    meta: { className: "align-top" },
    cell: ({ row: { original: location } }) =>
      location.isHidden ? <Badge variant="secondary">Hidden</Badge> : <Badge variant="outline">Active</Badge>,
  },
  {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: "w-16 pr-6 text-right align-top" },
    cell: ({ row }) => <ActionsCell location={row.original} />,
  },
];
