import { ArchiveRestore, ChevronRight, CornerDownRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProductListColumn, ProductListRow } from "@pos/core/catalog/listing.schema";
import { RowActionsMenu } from "@/components/shared/row-actions-menu";
import { Badge } from "@/components/ui/badge";
import { TableCell, TableRow } from "@/components/ui/table";
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
import { formatCents } from "@pos/core/common/money";
import { childPriceRange, extraColumns } from "./product-columns";
import type { RowActions } from "./products-table";

const nameLink =
  "font-medium text-foreground underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:underline";
const freePrice = "A free price, entered at the register";

function SharedCells({
  product,
  columns,
  context,
  price,
}: {
  product: ListedProduct;
  columns: ProductListColumn[];
  context: CellContext;
  /** Shown instead of the product's own price (a master's range of child prices). */
  price?: ReactNode;
}) {
  return (
    <>
      <TableCell className="font-mono text-xs">{product.sku ?? <Dash />}</TableCell>
      <TableCell className="pr-4 text-right tabular-nums">
        {price ?? (
          <Money cents={product.price} emptyTitle={product.isMasterProduct ? undefined : freePrice} />
        )}
      </TableCell>
      <TableCell>
        <CategoryName id={product.categoryId} context={context} />
      </TableCell>
      {columns.map((column) => (
        <TableCell key={column} className={cn(extraColumns[column].numeric && "text-right tabular-nums")}>
          <ExtraCell column={column} product={product} context={context} />
        </TableCell>
      ))}
    </>
  );
}

function PriceRange({ range: [low, high] }: { range: [number, number] }) {
  return (
    <span className="text-muted-foreground" title="The prices of its child products">
      {low === high ? formatCents(low) : `${formatCents(low)}–${formatCents(high)}`}
    </span>
  );
}

function ExpandButton({
  name,
  count,
  open,
  onToggle,
}: {
  name: string;
  count: number;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-label={`${open ? "Hide" : "Show"} the child products of ${name} (${count})`}
      className="inline-flex h-6 shrink-0 items-center gap-0.5 rounded-sm pr-1 text-xs text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ChevronRight className={cn("size-4 transition-transform", open && "rotate-90")} aria-hidden />
      <span className="tabular-nums">{count}</span>
    </button>
  );
}

type ProductRowProps = {
  product: ProductListRow;
  columns: ProductListColumn[];
  context: CellContext;
  actions: RowActions;
  deletedView: boolean;
  expanded: boolean;
  onToggle: () => void;
};

export function ProductRow({
  product,
  columns,
  context,
  actions,
  deletedView,
  expanded,
  onToggle,
}: ProductRowProps) {
  const editTo = actions.editPath(product.id);
  const childCount = product.children.length;
  const range = product.isMasterProduct || product.price === null ? childPriceRange(product.children) : null;
  return (
    <TableRow data-product-id={product.id}>
      <TableCell className="py-1 pl-4">
        <Thumbnail product={product} context={context} />
      </TableCell>
      <TableCell className="max-w-96">
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
          {product.isMasterProduct && childCount === 0 && (
            <Badge variant="outline" className="text-muted-foreground">
              Master
            </Badge>
          )}
          {childCount > 0 && (
            <ExpandButton name={product.name} count={childCount} open={expanded} onToggle={onToggle} />
          )}
        </div>
      </TableCell>
      <SharedCells
        product={product}
        columns={columns}
        context={context}
        price={range && <PriceRange range={range} />}
      />
      <TableCell className="pr-4 text-right">
        {deletedView ? (
          <RowActionsMenu
            name={product.name}
            actions={[
              { label: "Undelete", icon: ArchiveRestore, onSelect: () => actions.onUndelete(product) },
            ]}
          />
        ) : (
          <RowActionsMenu name={product.name} editTo={editTo} onDelete={() => actions.onDelete(product)} />
        )}
      </TableCell>
    </TableRow>
  );
}

type ChildRowProps = {
  product: ListedProduct;
  /** Child products are edited on their master's page. */
  editTo: string;
  columns: ProductListColumn[];
  context: CellContext;
};

export function ChildRow({ product, editTo, columns, context }: ChildRowProps) {
  return (
    <TableRow className="bg-muted/25" data-product-id={product.id}>
      <TableCell className="py-1 pl-4">
        <div className="flex items-center justify-end">
          <Thumbnail product={product} context={context} />
        </div>
      </TableCell>
      <TableCell className="max-w-96">
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
      </TableCell>
      <SharedCells product={product} columns={columns} context={context} />
      <TableCell className="pr-4" />
    </TableRow>
  );
}
