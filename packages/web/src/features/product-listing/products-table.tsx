import type { Table } from "@tanstack/react-table";
import { useMemo } from "react";
import type { ProductListColumn, ProductListRow } from "@pos/core/catalog/listing.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { cn } from "@/lib/utils";
import { productColumns, type RowActions } from "./columns";
import type { CellContext } from "./product-cells";
import { columnOrder } from "./product-columns";

type ProductsTableOptions = {
  /** undefined while the first page loads. */
  products: ProductListRow[] | undefined;
  /** The extra columns the user chose (saved on the server). */
  columns: ProductListColumn[];
  onColumnsChange: (columns: ProductListColumn[]) => void;
  context: CellContext;
  actions: RowActions;
  deletedView: boolean;
};

/** Children are sub-rows; a child row has no children of its own. */
const childRows = (product: ProductListRow): ProductListRow[] =>
  product.children.map((child) => ({ ...child, children: [] }));

/** The listing's table: the column-visibility menu shows and hides the extra columns the user chose. */
export function useProductsTable({
  products,
  columns: chosen,
  onColumnsChange,
  context,
  actions,
  deletedView,
}: ProductsTableOptions): Table<ProductListRow> {
  const columns = useMemo(
    () => productColumns({ context, actions, deletedView }),
    [context, actions, deletedView],
  );
  const columnVisibility = useMemo(
    () => Object.fromEntries(columnOrder.map((column) => [column, chosen.includes(column)])),
    [chosen],
  );
  return useDataTable({
    data: products,
    columns,
    getRowId: (product) => product.id,
    getSubRows: childRows,
    state: { columnVisibility },
    onColumnVisibilityChange: (updater) => {
      const next = typeof updater === "function" ? updater(columnVisibility) : updater;
      onColumnsChange(columnOrder.filter((column) => next[column]));
    },
  });
}

export function ProductsTable({
  table,
  loading,
  stale,
}: {
  table: Table<ProductListRow>;
  loading: boolean;
  /** A newer page is on its way: the shown one is dimmed. */
  stale: boolean;
}) {
  return (
    <DataTable
      table={table}
      loading={loading}
      loadingRows={8}
      className={cn("transition-opacity", stale && "opacity-60")}
      aria-busy={stale || loading}
      headerClassName="bg-muted/40"
      rowProps={(row) => ({
        "data-product-id": row.original.id,
        className: cn(row.depth > 0 && "bg-muted/25"),
      })}
    />
  );
}
