import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { SnapshotRow } from "@pos/core/inventory/snapshot.schema";
import { formatCents } from "@pos/core/common/money";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { formatUnits } from "./figures";

const columns: ColumnDef<SnapshotRow>[] = [
  { accessorKey: "name", header: "Product", meta: { className: "pl-6 whitespace-normal" } },
  {
    accessorKey: "sku",
    header: "SKU",
    cell: ({ row: { original } }) => original.sku ?? <span className="text-muted-foreground">-</span>,
  },
  {
    accessorKey: "lotNumber",
    header: "Lot",
    cell: ({ row: { original } }) => original.lotNumber ?? <span className="text-muted-foreground">-</span>,
  },
  {
    accessorKey: "quantity",
    header: "On hand",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row: { original } }) => formatUnits(original.quantity),
  },
  {
    accessorKey: "unitCost",
    header: "Unit cost",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row: { original } }) => formatCents(original.unitCost),
  },
  {
    accessorKey: "value",
    header: "Value",
    meta: { className: "pr-6 text-right tabular-nums" },
    cell: ({ row: { original } }) => formatCents(original.value),
  },
];

/** A snapshot's rows (undefined while loading); `filtered`: a search hid every row. */
export function SnapshotRowsTable({
  rows,
  filtered,
}: {
  rows: SnapshotRow[] | undefined;
  filtered: boolean;
}) {
  const table = useDataTable({
    data: rows,
    columns: useMemo(() => columns, []),
    getRowId: (row) => `${row.productId}/${row.batchId ?? ""}`,
  });
  return (
    <DataTable
      table={table}
      loading={!rows}
      aria-label="Snapshot rows"
      emptyRow={filtered ? "No product matches this search." : "Nothing was on hand at this location."}
    />
  );
}

/** The snapshot's rows as CSV cells: money in dollars with cents. */
export function snapshotCsv(rows: readonly SnapshotRow[]) {
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  return {
    header: ["Product", "SKU", "Lot", "On hand", "Unit cost", "Value"],
    rows: rows.map((row) => [
      row.name,
      row.sku ?? "",
      row.lotNumber ?? "",
      row.quantity,
      (row.unitCost / 100).toFixed(4).replace(/0{1,2}$/, ""),
      dollars(row.value),
    ]),
  };
}
