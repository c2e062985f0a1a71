import { useMemo } from "react";
import { Boxes } from "lucide-react";
import type { OverviewRow } from "@pos/core/inventory/inventory-overview.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { cn } from "@/lib/utils";
import { overviewColumns, overviewLines, type OverviewActions } from "./overview-columns";

type OverviewTableProps = {
  rows: OverviewRow[] | undefined;
  actions: OverviewActions;
  stale: boolean;
  /** Filters or hide-empty are hiding rows. */
  filtered: boolean;
};

export function OverviewTable({ rows, actions, stale, filtered }: OverviewTableProps) {
  const columns = useMemo(() => overviewColumns(actions), [actions]);
  const data = useMemo(() => (rows ? overviewLines(rows) : undefined), [rows]);
  const table = useDataTable({
    data,
    columns,
    getRowId: (line) => line.id,
    getSubRows: (line) => line.lots,
    getRowCanExpand: (row) => row.original.lots.length > 0,
  });
  return (
    <DataTable
      table={table}
      loading={!rows}
      loadingRows={8}
      aria-label="Inventory"
      className={cn(stale && "opacity-60")}
      rowProps={(row) => ({
        "data-testid": row.original.kind === "product" ? `stock-${row.original.product.name}` : undefined,
        className: row.original.kind === "lot" ? "bg-muted/30" : undefined,
      })}
      empty={
        <div className="p-6">
          <EmptyState icon={Boxes} title={filtered ? "No product matches" : "No stock here yet"}>
            {filtered
              ? "Change the search or filters, or show products with nothing on hand."
              : "Adjust stock in, or receive a delivery, and it shows here."}
          </EmptyState>
        </div>
      }
    />
  );
}
