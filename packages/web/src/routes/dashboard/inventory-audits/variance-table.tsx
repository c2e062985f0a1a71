import type { ColumnDef } from "@tanstack/react-table";
import { formatCents } from "@pos/core/common/money";
import type { AuditReview, VarianceRow } from "@pos/core/inventory/inventory-audit.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { TableCell, TableFooter, TableRow } from "@/components/ui/table";
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
        <table className="w-full text-sm" aria-label="Variance totals">
          <TableFooter>
            <TableRow>
              <TableCell className="pl-6 font-medium">Total</TableCell>
              <TableCell className={right}>Expected {formatUnits(totals.expected)}</TableCell>
              <TableCell className={right}>Counted {formatUnits(totals.counted)}</TableCell>
              <TableCell className={cn(right, tone(totals.varianceUnits))} data-testid="total-variance-units">
                {signedUnits(totals.varianceUnits)} units
              </TableCell>
              <TableCell
                className={cn("pr-6", right, tone(totals.varianceValue))}
                data-testid="total-variance-value"
              >
                {formatCents(totals.varianceValue)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </table>
      )}
    </div>
  );
}
