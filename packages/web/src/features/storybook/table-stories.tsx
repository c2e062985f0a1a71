import type { ColumnDef } from "@tanstack/react-table";
import { Package } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { Badge } from "@/components/ui/badge";
import { State, Story } from "./story";

type Row = { id: string; name: string; price: number; stock: number; active: boolean };

const rows: Row[] = [
  { id: "1", name: "Blue Dream 3.5 g", price: 3500, stock: 42, active: true },
  { id: "2", name: "Pink Kush pre-roll", price: 1299, stock: 0, active: true },
  { id: "3", name: "Mango gummies 10 mg", price: 899, stock: 17, active: false },
];

const columns: ColumnDef<Row>[] = [
  { accessorKey: "name", header: "Product", meta: { className: "pl-6" } },
  {
    accessorKey: "price",
    header: "Price",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => formatCents(row.original.price),
  },
  { accessorKey: "stock", header: "Stock", meta: { className: "text-right tabular-nums" } },
  {
    accessorKey: "active",
    header: "Status",
    meta: { className: "pr-6" },
    cell: ({ row }) =>
      row.original.active ? <Badge>Active</Badge> : <Badge variant="outline">Inactive</Badge>,
  },
];

function SampleTable({ data, loading = false }: { data: Row[] | undefined; loading?: boolean }) {
  const table = useDataTable({ data, columns, getRowId: (row) => row.id });
  return (
    <div className="w-full rounded-md border">
      <DataTable
        table={table}
        loading={loading}
        loadingRows={2}
        empty={
          <div className="p-6">
            <EmptyState icon={Package} title="No products yet">
              The empty state every list shows.
            </EmptyState>
          </div>
        }
      />
    </div>
  );
}

/** The shared DataTable with rows (sortable headers), while loading, and empty. */
export function TableStories() {
  return (
    <Story
      title="Tables"
      description="components/data-table: sortable headers, loading rows and the empty state."
    >
      <State label="With rows">
        <SampleTable data={rows} />
      </State>
      <div className="grid gap-4 md:grid-cols-2">
        <State label="Loading">
          <SampleTable data={undefined} loading />
        </State>
        <State label="Empty">
          <SampleTable data={[]} />
        </State>
      </div>
    </Story>
  );
}
