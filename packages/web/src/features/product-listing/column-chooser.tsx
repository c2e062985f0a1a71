import { Columns3, RotateCcw } from "lucide-react";
import type { ProductListColumn } from "@pos/core/catalog/listing.schema";
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
import { columnOrder, extraColumns, toggleColumn } from "./product-columns";

type ColumnChooserProps = {
  columns: ProductListColumn[];
  onChange: (columns: ProductListColumn[]) => void;
  onReset: () => void;
  disabled?: boolean;
};

/** Which extra columns the table shows; the menu stays open while columns are ticked. */
export function ColumnChooser({ columns, onChange, onReset, disabled }: ColumnChooserProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <Columns3 aria-hidden />
          Columns
          {columns.length > 0 && (
            <span className="rounded-sm bg-muted px-1.5 text-xs text-muted-foreground tabular-nums">
              {columns.length}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>Extra columns</DropdownMenuLabel>
        {columnOrder.map((column) => (
          <DropdownMenuCheckboxItem
            key={column}
            checked={columns.includes(column)}
            onCheckedChange={(shown) => onChange(toggleColumn(columns, column, shown))}
            onSelect={(event) => event.preventDefault()}
          >
            {extraColumns[column].label}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onReset}>
          <RotateCcw aria-hidden />
          Reset to default
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
