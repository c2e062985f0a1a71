import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { SheetRow } from "@pos/core/inventory/inventory-audit.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { cn } from "@/lib/utils";
import { formatUnits, signedUnits } from "./audit-paths";
import { CountInput } from "./count-input";

export const rowKey = (row: Pick<SheetRow, "productId" | "batchId">) =>
  `${row.productId}/${row.batchId ?? ""}`;
const right = "text-right tabular-nums";

type SheetTableProps = {
  rows: SheetRow[];
  disabled: boolean;
  onSet: (row: SheetRow, quantity: number) => void;
};

/** The products (and lots) in scope: on hand now, the count (typed here), and its difference from on hand when counted. */
export function SheetTable({ rows, disabled, onSet }: SheetTableProps) {
  const columns = useMemo<ColumnDef<SheetRow>[]>(
    () => [
      {
        accessorKey: "name",
        header: "Product",
        meta: { className: "pl-6" },
        cell: ({ row: { original } }) => (
          <>
            <span className="font-medium">{original.name}</span>
            <div className="text-xs text-muted-foreground">
              {[original.sku, original.lotNumber && `Lot ${original.lotNumber}`]
                .filter(Boolean)
                .join(" · ") || "\u00a0"}
            </div>
          </>
        ),
      },
      {
        accessorKey: "onHand",
        header: "On hand",
        meta: { className: right },
        cell: ({ getValue }) => formatUnits(getValue<number>()),
      },
      {
        id: "counted",
        header: "Counted",
        accessorFn: (row) => row.counted ?? -Infinity,
        meta: { className: right },
        cell: ({ row: { original } }) => (
          <CountInput
            label={`Count of ${original.name}${original.lotNumber ? ` lot ${original.lotNumber}` : ""}`}
            counted={original.counted}
            disabled={disabled}
            onSet={(quantity) => onSet(original, quantity)}
          />
        ),
      },
      {
        id: "difference",
        header: "Difference",
        accessorFn: (row) => (row.counted === null ? -Infinity : row.counted - (row.expectedAtCount ?? 0)),
        meta: { className: right },
        cell: ({ row: { original } }) => {
          if (original.counted === null) return <span className="text-muted-foreground">Not counted</span>;
          const difference = original.counted - (original.expectedAtCount ?? 0);
          return (
            <span className={cn(difference < 0 && "text-destructive", difference > 0 && "text-emerald-700")}>
              {signedUnits(difference)}
            </span>
          );
        },
      },
      {
        accessorKey: "countedBy",
        header: "Counted by",
        meta: { className: "hidden pr-6 lg:table-cell" },
        cell: ({ getValue }) => getValue<string | null>() ?? "—",
      },
    ],
    [disabled, onSet],
  );
  const table = useDataTable({ data: rows, columns, getRowId: rowKey });
  return (
    <DataTable
      table={table}
      emptyRow="No products match."
      aria-label="Count sheet"
      rowProps={(row) => ({ "data-row": rowKey(row.original), className: "align-middle" })}
    />
  );
}
