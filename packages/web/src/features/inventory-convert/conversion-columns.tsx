import type { ColumnDef } from "@tanstack/react-table";
import type { ConversionView } from "@pos/core/inventory/conversion.schema";
import { formatCents } from "@pos/core/common/money";
import { formatDateTime } from "@/lib/format-date";
import { formatQuantity } from "./quantities";

export function conversionColumns(timeZone: string): ColumnDef<ConversionView>[] {
  return [
    {
      accessorKey: "createDate",
      header: "Date",
      sortDescFirst: true,
      meta: { className: "pl-6 align-top" },
      cell: ({ row: { original } }) => formatDateTime(original.createDate, timeZone),
    },
    {
      id: "from",
      header: "Converted",
      meta: { className: "align-top whitespace-normal" },
      cell: ({ row: { original } }) => (
        <>
          {formatQuantity(original.from.quantity)} × {original.from.productName}
          {original.from.lotNumber && (
            <div className="text-xs text-muted-foreground">Lot {original.from.lotNumber}</div>
          )}
        </>
      ),
    },
    {
      id: "outputs",
      header: "Into",
      meta: { className: "align-top whitespace-normal" },
      cell: ({ row: { original } }) => (
        <ul className="grid gap-0.5">
          {original.outputs.map((line) => (
            <li key={`${line.productId}/${line.batchId ?? ""}`}>
              {formatQuantity(line.quantity)} × {line.productName}
              {line.lotNumber && (
                <span className="text-xs text-muted-foreground"> · lot {line.lotNumber}</span>
              )}
            </li>
          ))}
        </ul>
      ),
    },
    {
      accessorKey: "value",
      header: "Value",
      meta: { className: "text-right align-top tabular-nums" },
      cell: ({ row: { original } }) => formatCents(original.value),
    },
    {
      accessorKey: "byName",
      header: "By",
      meta: { className: "pr-6 align-top whitespace-normal" },
      cell: ({ row: { original } }) => (
        <>
          {original.byName}
          {original.note && <div className="text-xs text-muted-foreground">{original.note}</div>}
        </>
      ),
    },
  ];
}
