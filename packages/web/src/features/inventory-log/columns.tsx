import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { formatCents } from "@pos/core/common/money";
import { logTypeLabels } from "@pos/core/inventory/inventory-log.schema";
import type { InventoryLogRow } from "@pos/core/inventory/inventory-log-query.schema";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import {
  documentLabels,
  documentPath,
  formatChange,
  formatQuantity,
  formatUnitCost,
  reasonAndNote,
} from "./log-format";

const numeric = "text-right tabular-nums";

function DocumentCell({ row, basePath }: { row: InventoryLogRow; basePath: string }) {
  if (!row.documentType || !row.documentId) return <span className="text-muted-foreground">—</span>;
  const label = documentLabels[row.documentType];
  const path = documentPath(row.documentType, row.documentId);
  const text = `${label} ${row.documentId.slice(0, 8)}`;
  return path ? (
    <Link
      to={`${basePath}/${path}`}
      title={`${label} ${row.documentId}`}
      className="text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
    >
      {text}
    </Link>
  ) : (
    <span title={row.documentId}>{text}</span>
  );
}

export function inventoryLogColumns({
  timeZone,
  basePath,
}: {
  timeZone: string;
  basePath: string;
}): ColumnDef<InventoryLogRow>[] {
  return [
    {
      accessorKey: "createDate",
      header: "Date",
      enableSorting: false,
      meta: { className: "pl-6 whitespace-nowrap" },
      cell: ({ row }) => formatDateTime(row.original.createDate, timeZone),
    },
    {
      accessorKey: "productName",
      header: "Product",
      enableSorting: false,
      cell: ({ row }) => <span className="font-medium">{row.original.productName}</span>,
    },
    {
      id: "sku",
      header: "SKU",
      enableSorting: false,
      meta: { className: "hidden xl:table-cell" },
      cell: ({ row }) => row.original.sku ?? "—",
    },
    {
      id: "lot",
      header: "Lot",
      enableSorting: false,
      meta: { className: "hidden lg:table-cell" },
      cell: ({ row }) => row.original.lotNumber ?? "—",
    },
    {
      accessorKey: "type",
      header: "Type",
      enableSorting: false,
      cell: ({ row }) => (
        <Badge variant="outline" className="whitespace-nowrap">
          {logTypeLabels[row.original.type]}
        </Badge>
      ),
    },
    {
      id: "reason",
      header: "Reason / note",
      enableSorting: false,
      meta: { className: "hidden lg:table-cell max-w-56 truncate" },
      cell: ({ row }) => reasonAndNote(row.original) || "—",
    },
    {
      accessorKey: "quantityChange",
      header: "Change",
      enableSorting: false,
      meta: { className: numeric },
      cell: ({ row }) => (
        <span className={cn(row.original.quantityChange < 0 ? "text-destructive" : "text-emerald-700")}>
          {formatChange(row.original.quantityChange)}
        </span>
      ),
    },
    {
      accessorKey: "quantityAfter",
      header: "After",
      enableSorting: false,
      meta: { className: numeric },
      cell: ({ row }) => formatQuantity(row.original.quantityAfter),
    },
    {
      accessorKey: "unitCost",
      header: "Unit cost",
      enableSorting: false,
      meta: { className: `${numeric} hidden md:table-cell` },
      cell: ({ row }) => formatUnitCost(row.original.unitCost),
    },
    {
      accessorKey: "valueChange",
      header: "Value change",
      enableSorting: false,
      meta: { className: `${numeric} hidden md:table-cell` },
      cell: ({ row }) => formatCents(row.original.valueChange),
    },
    {
      id: "who",
      header: "Who",
      enableSorting: false,
      meta: { className: "hidden sm:table-cell" },
      cell: ({ row }) => row.original.actor.name,
    },
    {
      id: "document",
      header: "Document",
      enableSorting: false,
      meta: { className: "pr-6 whitespace-nowrap" },
      cell: ({ row }) => <DocumentCell row={row.original} basePath={basePath} />,
    },
  ];
}
