import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { formatCents } from "@pos/core/common/money";
import { logTypeLabels } from "@pos/core/inventory/inventory-log.schema";
import type { InventoryLogRow } from "@pos/core/inventory/inventory-log-query.schema";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import {
  documentLabels,
  documentPath,
  formatChange,
  formatQuantity,
  formatTime,
  formatUnitCost,
  reasonAndNote,
} from "./log-format";

const numeric = "text-right tabular-nums";

function DocumentCell({ row, basePath }: { row: InventoryLogRow; basePath: string }) {
  if (!row.documentType || !row.documentId) return <span className="text-muted-foreground">—</span>;
  const label = documentLabels[row.documentType];
  const path = documentPath(row.documentType, row.documentId, row.locationId);
  return (
    <div className="grid" title={`${label} ${row.documentId}`}>
      {path ? (
        <Link
          to={`${basePath}/${path}`}
          aria-label={`${label} ${row.documentId}`}
          className="text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
        >
          {label}
        </Link>
      ) : (
        <span>{label}</span>
      )}
      <span className="max-w-28 truncate text-xs text-muted-foreground">{row.documentId}</span>
    </div>
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
      cell: ({ row }) => (
        <div className="grid" title={formatDateTime(row.original.createDate, timeZone)}>
          <span>{formatDate(row.original.createDate, timeZone)}</span>
          <span className="text-xs text-muted-foreground">
            {formatTime(row.original.createDate, timeZone)}
          </span>
        </div>
      ),
    },
    {
      accessorKey: "productName",
      header: "Product / SKU",
      enableSorting: false,
      cell: ({ row }) => (
        <div className="grid">
          <span className="font-medium">{row.original.productName}</span>
          <span className="text-xs text-muted-foreground">{row.original.sku ?? "No SKU"}</span>
        </div>
      ),
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
      meta: { className: "hidden lg:table-cell max-w-44 truncate" },
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
      cell: ({ row }) => (
        <span className="block max-w-32 truncate" title={row.original.actor.name}>
          {row.original.actor.name}
        </span>
      ),
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
