import type { ColumnDef } from "@tanstack/react-table";
import type { RestockReason, RestockReportRow } from "@pos/core/reports/restock-report.schema";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";

const units = (value: number) => value.toLocaleString("en-CA", { maximumFractionDigits: 2 });
const none = <span className="text-muted-foreground">—</span>;

export const restockReasonLabels: Record<RestockReason, string> = {
  reorderPoint: "At reorder point",
  runningOut: "Running out",
};

/** analytics/restock's columns: a selection box, the product, why it is listed and its figures. */
export function restockColumns(): ColumnDef<RestockReportRow>[] {
  return [
    {
      id: "select",
      enableSorting: false,
      meta: { className: "w-10 pl-4", label: "Select" },
      header: ({ table }) => (
        <Checkbox
          aria-label="Select all"
          checked={
            table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? "indeterminate" : false
          }
          onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select ${row.original.name}`}
          checked={row.getIsSelected()}
          onCheckedChange={(checked) => row.toggleSelected(checked === true)}
        />
      ),
    },
    {
      accessorKey: "name",
      header: "Product",
      cell: ({ row: { original } }) => (
        <div className="grid min-w-48 whitespace-normal">
          <span className="font-medium">{original.name}</span>
          <span className="text-xs text-muted-foreground">
            {[original.sku, original.categoryName ?? "Uncategorized"].filter(Boolean).join(" · ")}
          </span>
        </div>
      ),
    },
    {
      id: "supplier",
      header: "Supplier",
      meta: { className: "whitespace-normal" },
      accessorFn: (row) => row.supplierName ?? "",
      cell: ({ getValue }) => getValue<string>() || none,
    },
    {
      id: "reasons",
      header: "Why",
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <div className="flex flex-wrap gap-1">
          {original.reasons.map((reason) => (
            <Badge key={reason} variant={reason === "reorderPoint" ? "destructive" : "secondary"}>
              {restockReasonLabels[reason]}
            </Badge>
          ))}
        </div>
      ),
    },
    {
      accessorKey: "onHand",
      header: "On hand",
      meta: { className: "text-right tabular-nums" },
      cell: ({ row }) => units(row.original.onHand),
    },
    {
      accessorKey: "reorderPoint",
      header: "Reorder point",
      meta: { className: "text-right tabular-nums" },
      cell: ({ row }) => (row.original.reorderPoint === null ? none : units(row.original.reorderPoint)),
    },
    {
      accessorKey: "dailyRate",
      header: "Sold a day",
      meta: { className: "text-right tabular-nums" },
      cell: ({ row }) => units(row.original.dailyRate),
    },
    {
      accessorKey: "daysOfCover",
      header: "Days left",
      meta: { className: "text-right tabular-nums" },
      sortUndefined: "last",
      accessorFn: (row) => row.daysOfCover ?? undefined,
      cell: ({ row }) => (row.original.daysOfCover === null ? none : Math.floor(row.original.daysOfCover)),
    },
    {
      accessorKey: "suggested",
      header: "Suggested",
      meta: { className: "text-right tabular-nums pr-6 font-medium" },
      cell: ({ row }) => units(row.original.suggested),
    },
  ];
}

export const restockCsvHeader = [
  "Product",
  "SKU",
  "Category",
  "Supplier",
  "Why",
  "On hand",
  "Reorder point",
  "Sold (30 days)",
  "Sold a day",
  "Days left",
  "Suggested",
] as const;

export const restockCsvRows = (rows: readonly RestockReportRow[]) =>
  rows.map((row) => [
    row.name,
    row.sku ?? "",
    row.categoryName ?? "",
    row.supplierName ?? "",
    row.reasons.map((reason) => restockReasonLabels[reason]).join("; "),
    row.onHand,
    row.reorderPoint ?? "",
    row.sold,
    row.dailyRate,
    row.daysOfCover === null ? "" : Math.floor(row.daysOfCover),
    row.suggested,
  ]);
