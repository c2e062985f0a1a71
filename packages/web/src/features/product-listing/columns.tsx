import { RowActionsMenu } from "@/components/shared/row-actions-menu";
import type { ColumnDef, Row } from "@tanstack/react-table";
import { ArchiveRestore, ChevronRight, CornerDownRight } from "lucide-react";
import { Link } from "react-router";
import type { ProductListColumn, ProductListRow } from "@pos/core/catalog/listing.schema";
import { formatCents } from "@pos/core/common/money";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import {
  CategoryName,
  Dash,
  ExtraCell,
  Money,
  Thumbnail,
  type CellContext,
  type ListedProduct,
} from "./product-cells";
import { OnHandCell } from "./on-hand-cell";
import { childPriceRange, columnOrder, extraColumns } from "./product-columns";

export type RowActions = {
  editPath: (productId: string) => string;
  onDelete: (product: ProductListRow) => void;
  onUndelete: (product: ProductListRow) => void;
};

const nameLink =
  "font-medium text-foreground underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:underline";
const freePrice = "A free price, entered at the register";

function PriceRange({ range: [low, high] }: { range: [number, number] }) {
  return (
    <span className="text-muted-foreground" title="The prices of its child products">
      {low === high ? formatCents(low) : `${formatCents(low)}–${formatCents(high)}`}
    </span>
  );
}

function ExpandButton({ row }: { row: Row<ProductListRow> }) {
  const open = row.getIsExpanded();
  const count = row.subRows.length;
  return (
    <button
      type="button"
      onClick={row.getToggleExpandedHandler()}
      aria-expanded={open}
      aria-label={`${open ? "Hide" : "Show"} the child products of ${row.original.name} (${count})`}
      className="inline-flex h-6 shrink-0 items-center gap-0.5 rounded-sm pr-1 text-xs text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ChevronRight className={cn("size-4 transition-transform", open && "rotate-90")} aria-hidden />
      <span className="tabular-nums">{count}</span>
    </button>
  );
}

/** Child products are edited on their master's page. */
const editTarget = (row: Row<ProductListRow>) => row.getParentRow()?.original.id ?? row.original.id;

function NameCell({
  row,
  editTo,
  deletedView,
}: {
  row: Row<ProductListRow>;
  editTo: string;
  deletedView: boolean;
}) {
  const product = row.original;
  if (row.depth > 0) {
    return (
      <div className="flex items-center gap-1.5 pl-2">
        <CornerDownRight className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
        <Link to={editTo} className={cn(nameLink, "truncate font-normal")} title={product.name}>
          {product.name}
        </Link>
        {product.isDeleted ? (
          <Badge variant="outline" className="text-destructive">
            Deleted
          </Badge>
        ) : (
          !product.isActive && (
            <Badge variant="outline" className="text-muted-foreground">
              Inactive
            </Badge>
          )
        )}
      </div>
    );
  }
  return (
    <div className="flex items-center gap-1.5">
      {deletedView ? (
        <span className="truncate font-medium" title={product.name}>
          {product.name}
        </span>
      ) : (
        <Link to={editTo} className={cn(nameLink, "truncate")} title={product.name}>
          {product.name}
        </Link>
      )}
      {product.isMasterProduct && row.subRows.length === 0 && (
        <Badge variant="outline" className="text-muted-foreground">
          Master
        </Badge>
      )}
      {row.subRows.length > 0 && <ExpandButton row={row} />}
    </div>
  );
}

/** A master (or a product without a price) shows its children's price range instead of its own price. */
const shownRange = (product: ProductListRow) =>
  product.isMasterProduct || product.price === null ? childPriceRange(product.children) : null;

function PriceCell({ row }: { row: Row<ProductListRow> }) {
  const product = row.original;
  const range = shownRange(product);
  if (range) return <PriceRange range={range} />;
  return (
    <Money
      cents={product.price}
      emptyTitle={row.depth === 0 && product.isMasterProduct ? undefined : freePrice}
    />
  );
}

/** What a chosen extra column sorts by: the shown value, names joined on the client; empty values last. */
function sortValue(column: ProductListColumn, product: ListedProduct, context: CellContext) {
  switch (column) {
    case "supplierName":
      return product.supplierId === null ? undefined : context.supplierNames.get(product.supplierId);
    case "tags":
      return product.tags.length === 0 ? undefined : product.tags.join(", ");
    default:
      return product[column] ?? undefined;
  }
}

export function productColumns({
  context,
  actions,
  deletedView,
}: {
  context: CellContext;
  actions: RowActions;
  deletedView: boolean;
}): ColumnDef<ProductListRow>[] {
  const extras: ColumnDef<ProductListRow>[] = columnOrder.map((column) => ({
    id: column,
    header: extraColumns[column].label,
    accessorFn: (product) => sortValue(column, product, context),
    sortUndefined: "last",
    meta: {
      label: extraColumns[column].label,
      className: cn(extraColumns[column].numeric && "text-right tabular-nums"),
    },
    cell: ({ row }) => <ExtraCell column={column} product={row.original} context={context} />,
  }));
  return [
    {
      id: "image",
      header: () => <span className="sr-only">Image</span>,
      enableHiding: false,
      meta: { className: "w-14 py-1 pl-4" },
      cell: ({ row }) =>
        row.depth > 0 ? (
          <div className="flex items-center justify-end">
            <Thumbnail product={row.original} context={context} />
          </div>
        ) : (
          <Thumbnail product={row.original} context={context} />
        ),
    },
    {
      accessorKey: "name",
      header: "Name",
      enableHiding: false,
      meta: { className: "max-w-96 min-w-56" },
      cell: ({ row }) => (
        <NameCell row={row} editTo={actions.editPath(editTarget(row))} deletedView={deletedView} />
      ),
    },
    {
      id: "sku",
      header: "SKU",
      accessorFn: (product) => product.sku ?? undefined,
      sortUndefined: "last",
      enableHiding: false,
      meta: { className: "font-mono text-xs" },
      cell: ({ row }) => row.original.sku ?? <Dash />,
    },
    {
      id: "price",
      header: "Price",
      accessorFn: (product) => shownRange(product)?.[0] ?? product.price ?? undefined,
      sortUndefined: "last",
      enableHiding: false,
      meta: { className: "pr-4 text-right tabular-nums" },
      cell: ({ row }) => <PriceCell row={row} />,
    },
    {
      id: "category",
      header: "Category",
      accessorFn: (product) =>
        product.categoryId === null ? undefined : context.categoryNames.get(product.categoryId)?.name,
      sortUndefined: "last",
      enableHiding: false,
      cell: ({ row }) => <CategoryName id={row.original.categoryId} context={context} />,
    },
    {
      id: "onHand",
      header: "On hand",
      enableSorting: false,
      enableHiding: false,
      meta: { className: "text-right tabular-nums" },
      cell: ({ row }) => <OnHandCell product={row.original} />,
    },
    ...extras,
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { className: "w-12 pr-4 text-right" },
      cell: ({ row }) =>
        row.depth === 0 &&
        (deletedView ? (
          <RowActionsMenu
            name={row.original.name}
            actions={[
              { label: "Undelete", icon: ArchiveRestore, onSelect: () => actions.onUndelete(row.original) },
            ]}
          />
        ) : (
          <RowActionsMenu
            name={row.original.name}
            editTo={actions.editPath(row.original.id)}
            onDelete={() => actions.onDelete(row.original)}
          />
        )),
    },
  ];
}
