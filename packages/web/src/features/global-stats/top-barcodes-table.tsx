import type { GlobalStats } from "@pos/core/stats/stats.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { topBarcodeColumns } from "./columns";

export function TopBarcodesTable({
  rows,
}: {
  rows: GlobalStats["topSellingBarcodesAllTimeFromLicensedStores"];
}) {
  const table = useDataTable({ data: rows, columns: topBarcodeColumns, getRowId: (row) => row.barcode });
  return <DataTable table={table} aria-label="Top-selling barcodes" />;
}
