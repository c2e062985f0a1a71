import type { ColumnDef } from "@tanstack/react-table";
import { editDeleteColumn } from "@/components/data-table/edit-delete-column";
import { Link } from "react-router";
import type { TaxGroup } from "@pos/core/catalog/tax-group.schema";
import { formatCents } from "@pos/core/common/money";
import { taxesFor } from "@pos/core/catalog/tax-math";
import { Badge } from "@/components/ui/badge";
import { combinedRate, formatRate } from "./tax-example";

const link =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline";

const taxOnTenDollars = (group: TaxGroup) => taxesFor(1000, group.taxes).totalCents;

export function taxGroupColumns({
  editPath,
  onDelete,
}: {
  editPath: (taxGroupId: string) => string;
  onDelete: (group: TaxGroup) => void;
}): ColumnDef<TaxGroup>[] {
  return [
    {
      accessorKey: "name",
      header: "Tax group",
      meta: { className: "pl-6 whitespace-normal" },
      cell: ({ row }) => (
        <Link to={editPath(row.original.id)} className={link}>
          {row.original.name}
        </Link>
      ),
    },
    {
      id: "taxes",
      header: "Taxes",
      enableSorting: false,
      meta: { className: "whitespace-normal" },
      cell: ({ row: { original: group } }) =>
        group.taxes.length === 0 ? (
          <span className="text-muted-foreground">Tax-free</span>
        ) : (
          <div className="flex flex-wrap items-center gap-1.5">
            {group.taxes.map((tax) => (
              <Badge key={tax.name} variant="secondary">
                {tax.name} {formatRate(tax.rate)}
              </Badge>
            ))}
            {group.taxes.length > 1 && (
              <span className="text-xs text-muted-foreground">= {combinedRate(group.taxes)}</span>
            )}
          </div>
        ),
    },
    {
      id: "example",
      header: "A $10.00 item",
      accessorFn: taxOnTenDollars,
      meta: { className: "text-right tabular-nums" },
      cell: ({ row }) => formatCents(taxOnTenDollars(row.original)),
    },
    {
      accessorKey: "productCount",
      header: "Products",
      sortDescFirst: true,
      meta: { className: "text-right tabular-nums" },
    },
    editDeleteColumn({ editPath, onDelete }),
  ];
}
