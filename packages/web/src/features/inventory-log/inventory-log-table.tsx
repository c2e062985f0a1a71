import { useMemo } from "react";
import type { InventoryLogRow } from "@pos/core/inventory/inventory-log-query.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { inventoryLogColumns } from "./columns";

type Props = {
  /** undefined while the first page loads. */
  rows: InventoryLogRow[] | undefined;
  timeZone: string;
  /** /company/:id/dashboard, for links to documents. */
  basePath: string;
};

/** Ledger entries, newest first. */
export function InventoryLogTable({ rows, timeZone, basePath }: Props) {
  const columns = useMemo(() => inventoryLogColumns({ timeZone, basePath }), [timeZone, basePath]);
  const table = useDataTable({ data: rows, columns, getRowId: (row) => row.id });
  return <DataTable table={table} loading={!rows} emptyRow="No more entries." />;
}
