import type { ColumnDef } from "@tanstack/react-table";
import { keepPreviousData } from "@tanstack/react-query";
import { History } from "lucide-react";
import { adjustmentReasonLabels } from "@pos/core/inventory/inventory-log.schema";
import type { AdjustmentView } from "@pos/core/inventory/inventory-overview.schema";
import { formatCents } from "@pos/core/common/money";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { trpc } from "@/lib/trpc";
import { formatUnits } from "./quantity-text";

const numeric = "text-right tabular-nums";

const columns = (timeZone: string): ColumnDef<AdjustmentView>[] => [
  {
    id: "date",
    header: "Date",
    cell: ({ row }) =>
      new Date(row.original.createDate).toLocaleString("en-CA", {
        timeZone,
        dateStyle: "medium",
        timeStyle: "short",
      }),
  },
  {
    id: "product",
    header: "Product",
    cell: ({ row }) => (
      <span className="font-medium">
        {row.original.productName}
        {row.original.lotNumber && (
          <span className="text-muted-foreground"> · lot {row.original.lotNumber}</span>
        )}
      </span>
    ),
  },
  {
    id: "change",
    header: "Change",
    meta: { className: numeric },
    cell: ({ row }) => {
      const change = row.original.quantityChange;
      return (
        <span className={change < 0 ? "text-destructive" : "text-emerald-700"}>
          {change > 0 ? `+${formatUnits(change)}` : formatUnits(change)}
        </span>
      );
    },
  },
  {
    id: "after",
    header: "On hand after",
    meta: { className: numeric },
    cell: ({ row }) => formatUnits(row.original.quantityAfter),
  },
  {
    id: "reason",
    header: "Reason",
    cell: ({ row }) => (row.original.reason ? adjustmentReasonLabels[row.original.reason] : "—"),
  },
  {
    id: "cost",
    header: "Unit cost",
    meta: { className: numeric },
    cell: ({ row }) => formatCents(Math.round(row.original.unitCost)),
  },
  {
    id: "note",
    header: "Note",
    meta: { className: "max-w-64 truncate" },
    cell: ({ row }) => row.original.note ?? "",
  },
  { id: "by", header: "By", cell: ({ row }) => row.original.actor.name },
];

type RecentAdjustmentsProps = { companyId: number; locationId: string; timeZone: string };

/** The location's manual adjustments, newest first, from the inventory log. */
export function RecentAdjustments({ companyId, locationId, timeZone }: RecentAdjustmentsProps) {
  const paging = useCursorPagination<Record<string, string>>();
  const list = trpc.inventory.recentAdjustments.useQuery(
    { companyId, locationId, limit: paging.limit, lastEvaluatedKey: paging.key },
    { placeholderData: keepPreviousData },
  );
  const table = useDataTable({
    data: list.data?.items,
    columns: columns(timeZone),
    getRowId: (item) => item.id,
  });
  if (list.error)
    return (
      <div className="flex items-center justify-between gap-4 p-4 text-sm text-destructive" role="alert">
        {errorMessage(list.error)}
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <div className="grid gap-3">
      <DataTable
        table={table}
        loading={!list.data}
        aria-label="Recent adjustments"
        empty={
          paging.canPrevious ? undefined : (
            <div className="p-6">
              <EmptyState icon={History} title="No adjustments yet">
                Adjustments made here show up in this list, newest first.
              </EmptyState>
            </div>
          )
        }
      />
      {list.data && (list.data.items.length > 0 || paging.canPrevious) && (
        <CursorPagination paging={paging} nextKey={list.data.lastEvaluatedKey} className="px-4 pb-3" />
      )}
    </div>
  );
}
