import type { ColumnDef } from "@tanstack/react-table";
import { formatCents } from "@pos/core/common/money";
import type { AuditReview, VarianceRow } from "@pos/core/inventory/inventory-audit.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { cn } from "@/lib/utils";
import { formatUnits, signedUnits } from "./audit-paths";

const tone = (value: number) => cn(value < 0 && "text-destructive", value > 0 && "text-emerald-700");
const right = "text-right tabular-nums";

const columns: ColumnDef<VarianceRow>[] = [
  {
    accessorKey: "name",
    header: "Product",
    meta: { className: "pl-6" },
    cell: ({ row: { original } }) => (
      <>
        <span className="font-medium">{original.name}</span>
        {original.lotNumber && <div className="text-xs text-muted-foreground">Lot {original.lotNumber}</div>}
        {original.zeroed && <div className="text-xs text-muted-foreground">Not counted: taken as 0</div>}
      </>
    ),
  },
  {
    accessorKey: "expected",
    header: "Expected",
    meta: { className: right },
    cell: ({ getValue }) => formatUnits(getValue<number>()),
  },
  {
    accessorKey: "counted",
    header: "Counted",
    meta: { className: right },
    cell: ({ getValue }) => formatUnits(getValue<number>()),
  },
  {
    accessorKey: "variance",
    header: "Variance",
    meta: { className: right },
    cell: ({ getValue }) => (
      <span className={tone(getValue<number>())}>{signedUnits(getValue<number>())}</span>
    ),
  },
  {
    accessorKey: "unitCost",
    header: "Unit cost",
    meta: { className: `hidden md:table-cell ${right}` },
    cell: ({ getValue }) => formatCents(Math.round(getValue<number>())),
  },
  {
    accessorKey: "value",
    header: "Value",
    meta: { className: `pr-6 ${right}` },
    cell: ({ getValue }) => (
      <span className={tone(getValue<number>())}>{formatCents(getValue<number>())}</span>
    ),
  },
];

/** Expected, counted and variance per product and lot, in units and at cost, with the totals. */
export function VarianceTable({ review }: { review: AuditReview | undefined }) {
  const table = useDataTable({
    data: review?.rows,
    columns,
    getRowId: (row) => `${row.productId}/${row.batchId ?? ""}`,
  });
  const totals = review?.totals;
  return (
    <div className="grid">
      <DataTable table={table} loading={!review} emptyRow="Nothing counted." aria-label="Variances" />
      {totals && (
        <dl
          className="flex flex-wrap justify-end gap-x-8 gap-y-2 border-t bg-muted/40 px-6 py-3 text-sm"
          aria-label="Variance totals"
        >
          <Total label="Expected" value={formatUnits(totals.expected)} />
          <Total label="Counted" value={formatUnits(totals.counted)} />
          <Total
            label="Variance"
            value={`${signedUnits(totals.varianceUnits)} units`}
            className={tone(totals.varianceUnits)}
            testId="total-variance-units"
          />
          <Total
            label="Value"
            value={formatCents(totals.varianceValue)}
            className={tone(totals.varianceValue)}
            testId="total-variance-value"
          />
        </dl>
      )}
    </div>
  );
}

function Total({
  label,
  value,
  className,
  testId,
}: {
  label: string;
  value: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn("font-semibold tabular-nums", className)} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
