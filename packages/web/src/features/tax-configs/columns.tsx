import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { formatCents } from "@pos/core/common/money";
import type { TaxConfig } from "@pos/core/tax-config/tax-config.schema";
import { editDeleteColumn } from "@/components/data-table/edit-delete-column";
import { Badge } from "@/components/ui/badge";

const link =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline";

const rate = (value: number) => `${value.toLocaleString("en-CA", { maximumFractionDigits: 3 })}%`;

type Names = { location: (id: string) => string; category: (id: string) => string };

const scope = (ids: string[], all: string, name: (id: string) => string) =>
  ids.length === 0 ? <span className="text-muted-foreground">{all}</span> : ids.map(name).join(", ");

export function taxConfigColumns({
  editPath,
  onDelete,
  names,
}: {
  editPath: (taxConfigId: string) => string;
  onDelete: (config: TaxConfig) => void;
  names: Names;
}): ColumnDef<TaxConfig>[] {
  return [
    {
      accessorKey: "name",
      header: "Configuration",
      meta: { className: "pl-6 whitespace-normal" },
      cell: ({ row: { original: config } }) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={editPath(config.id)} className={link}>
            {config.name}
          </Link>
          {!config.isActive && <Badge variant="outline">Inactive</Badge>}
        </div>
      ),
    },
    {
      id: "taxes",
      header: "Taxes",
      enableSorting: false,
      meta: { className: "whitespace-normal" },
      cell: ({ row: { original: config } }) => (
        <div className="flex flex-wrap gap-1.5">
          {config.taxes.map((tax) => (
            <Badge key={tax.name} variant="secondary">
              {tax.name} {rate(tax.rate)}
            </Badge>
          ))}
          {config.depositCents > 0 && (
            <Badge variant="outline">Deposit {formatCents(config.depositCents)}</Badge>
          )}
        </div>
      ),
    },
    {
      id: "categories",
      header: "Categories",
      enableSorting: false,
      meta: { className: "whitespace-normal" },
      cell: ({ row }) => scope(row.original.categoryIds, "All (default)", names.category),
    },
    {
      id: "locations",
      header: "Locations",
      enableSorting: false,
      meta: { className: "whitespace-normal" },
      cell: ({ row }) => scope(row.original.locationIds, "All locations", names.location),
    },
    editDeleteColumn({ editPath, onDelete }),
  ];
}
