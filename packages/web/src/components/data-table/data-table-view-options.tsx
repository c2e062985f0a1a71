import type { Table } from "@tanstack/react-table";
import { Columns3, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

type DataTableViewOptionsProps<TData> = {
  table: Table<TData>;
  title?: string;
  /** Restores the list's default columns. */
  onReset?: () => void;
  disabled?: boolean;
};

/** Which hideable columns the table shows; the menu stays open while columns are ticked. */
export function DataTableViewOptions<TData>({
  table,
  title = "Columns",
  onReset,
  disabled,
}: DataTableViewOptionsProps<TData>) {
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const shown = hideable.filter((column) => column.getIsVisible()).length;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <Columns3 aria-hidden />
          Columns
          {shown > 0 && (
            <span className="rounded-sm bg-muted px-1.5 text-xs text-muted-foreground tabular-nums">
              {shown}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>{title}</DropdownMenuLabel>
        {hideable.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onCheckedChange={(visible) => column.toggleVisibility(visible)}
            onSelect={(event) => event.preventDefault()}
          >
            {column.columnDef.meta?.label ?? column.id}
          </DropdownMenuCheckboxItem>
        ))}
        {onReset && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onReset}>
              <RotateCcw aria-hidden />
              Reset to default
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
