import type { ColumnDef, Row } from "@tanstack/react-table";
import { createContext, useContext } from "react";
import { ChevronRight, PackagePlus, Target } from "lucide-react";
import type { OverviewLot, OverviewRow } from "@pos/core/inventory/inventory-overview.schema";
import { formatCents } from "@pos/core/common/money";
import { RowActionsMenu } from "@/components/shared/row-actions-menu";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { formatUnits } from "./quantity-text";

/** A product row, or (expanded) one of its lots. */
export type OverviewLine =
  | { kind: "product"; id: string; product: OverviewRow; lots: OverviewLine[] }
  | { kind: "lot"; id: string; product: OverviewRow; lot: OverviewLot; lots: OverviewLine[] };

export const overviewLines = (rows: readonly OverviewRow[]): OverviewLine[] =>
  rows.map((product) => ({
    kind: "product",
    id: product.productId,
    product,
    lots: product.lots.map((lot) => ({
      kind: "lot",
      id: `${product.productId}/${lot.batchId}`,
      product,
      lot,
      lots: [],
    })),
  }));

/** Category paths by id; a context, so the names arriving after the rows do not rebuild (remount) the cells. */
export const CategoryNamesContext = createContext<ReadonlyMap<string, string>>(new Map());

function CategoryCell({ categoryId }: { categoryId: string | null }) {
  const names = useContext(CategoryNamesContext);
  return (categoryId ? names.get(categoryId) : undefined) ?? dash;
}

export type OverviewActions = {
  onAdjust: (product: OverviewRow, batchId: string | null) => void;
  onReorderPoint: (product: OverviewRow) => void;
};

const numeric = "text-right tabular-nums";
const dash = <span className="text-muted-foreground">—</span>;

function ProductCell({ row }: { row: Row<OverviewLine> }) {
  const line = row.original;
  if (line.kind === "lot")
    return (
      <div className="grid pl-10 text-sm">
        <span>Lot {line.lot.lotNumber}</span>
        <span className="text-xs text-muted-foreground">
          {line.lot.expiryDate ? `Expires ${line.lot.expiryDate}` : "No expiry date"}
        </span>
      </div>
    );
  const { product } = line;
  const open = row.getIsExpanded();
  return (
    <div className="flex items-center gap-1">
      {row.subRows.length > 0 ? (
        <button
          type="button"
          onClick={row.getToggleExpandedHandler()}
          aria-expanded={open}
          aria-label={`${open ? "Hide" : "Show"} the lots of ${product.name} (${row.subRows.length})`}
          className="inline-flex h-6 shrink-0 items-center gap-0.5 rounded-sm pr-1 text-xs text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ChevronRight className={cn("size-4 transition-transform", open && "rotate-90")} aria-hidden />
          <span className="tabular-nums">{row.subRows.length}</span>
        </button>
      ) : (
        <span className="w-9 shrink-0" aria-hidden />
      )}
      <span className="font-medium">
        {product.parentName && <span className="text-muted-foreground">{product.parentName} · </span>}
        {product.name}
      </span>
    </div>
  );
}

function ReorderCell({ product }: { product: OverviewRow }) {
  return (
    <div className="flex items-center justify-end gap-2">
      {product.lowStock && <Badge variant="destructive">Low</Badge>}
      <span className={cn("tabular-nums", product.reorderPointIsDefault && "text-muted-foreground")}>
        {product.reorderPoint === null ? dash : formatUnits(product.reorderPoint)}
      </span>
    </div>
  );
}

export function overviewColumns(actions: OverviewActions): ColumnDef<OverviewLine>[] {
  return [
    { id: "product", header: "Product", cell: ProductCell, meta: { className: "min-w-64" } },
    {
      id: "sku",
      header: "SKU",
      cell: ({ row }) => (row.original.kind === "product" ? (row.original.product.sku ?? dash) : null),
    },
    {
      id: "category",
      header: "Category",
      cell: ({ row }) =>
        row.original.kind === "product" ? (
          <CategoryCell categoryId={row.original.product.categoryId} />
        ) : null,
    },
    {
      id: "onHand",
      header: "On hand",
      meta: { className: numeric },
      cell: ({ row }) => {
        const line = row.original;
        const value = line.kind === "lot" ? line.lot.onHand : line.product.onHand;
        return <span className={cn(value < 0 && "text-destructive")}>{formatUnits(value)}</span>;
      },
    },
    {
      id: "reorderPoint",
      header: "Reorder point",
      meta: { className: numeric },
      cell: ({ row }) =>
        row.original.kind === "product" ? <ReorderCell product={row.original.product} /> : null,
    },
    {
      id: "unitCost",
      header: "Unit cost",
      meta: { className: numeric },
      cell: ({ row }) =>
        formatCents(
          Math.round(row.original.kind === "lot" ? row.original.lot.unitCost : row.original.product.unitCost),
        ),
    },
    {
      id: "value",
      header: "Value at cost",
      meta: { className: numeric },
      cell: ({ row }) =>
        formatCents(row.original.kind === "lot" ? row.original.lot.value : row.original.product.value),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "w-12 text-right" },
      cell: ({ row }) => {
        const line = row.original;
        const name =
          line.kind === "lot" ? `${line.product.name} lot ${line.lot.lotNumber}` : line.product.name;
        return (
          <RowActionsMenu
            name={name}
            actions={[
              {
                label: "Adjust",
                icon: PackagePlus,
                onSelect: () => actions.onAdjust(line.product, line.kind === "lot" ? line.lot.batchId : null),
              },
              ...(line.kind === "product"
                ? [
                    {
                      label: "Reorder point",
                      icon: Target,
                      onSelect: () => actions.onReorderPoint(line.product),
                    },
                  ]
                : []),
            ]}
          />
        );
      },
    },
  ];
}
