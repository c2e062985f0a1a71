import type { ColumnDef } from "@tanstack/react-table";
import type { GlobalStats } from "@pos/core/stats/stats.schema";
import { formatCount } from "./format-count";

type BarcodeRow = GlobalStats["topSellingBarcodesAllTimeFromLicensedStores"][number];

export const topBarcodeColumns: ColumnDef<BarcodeRow>[] = [
  { accessorKey: "barcode", header: "Barcode", meta: { className: "font-mono text-xs" } },
  { accessorKey: "productName", header: "Product" },
  {
    accessorKey: "unitsSold",
    header: "Units sold",
    sortDescFirst: true,
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => formatCount(row.original.unitsSold),
  },
];
