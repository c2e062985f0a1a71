import { Fragment, useState } from "react";
import type { ProductListColumn, ProductListRow } from "@pos/core/catalog/listing.schema";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import type { CellContext } from "./product-cells";
import { extraColumns } from "./product-columns";
import { ChildRow, ProductRow } from "./product-row";

export type RowActions = {
  editPath: (productId: string) => string;
  onDelete: (product: ProductListRow) => void;
  onUndelete: (product: ProductListRow) => void;
};

type ProductsTableProps = {
  /** undefined while the first page loads. */
  products: ProductListRow[] | undefined;
  columns: ProductListColumn[];
  context: CellContext;
  actions: RowActions;
  deletedView: boolean;
  /** A newer page is on its way: the shown one is dimmed. */
  stale: boolean;
};

export function ProductsTable({
  products,
  columns,
  context,
  actions,
  deletedView,
  stale,
}: ProductsTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columnCount = 6 + columns.length;

  return (
    <Table className={cn("transition-opacity", stale && "opacity-60")} aria-busy={stale || !products}>
      <TableHeader className="bg-muted/40">
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-14 pl-4">
            <span className="sr-only">Image</span>
          </TableHead>
          <TableHead className="min-w-56">Name</TableHead>
          <TableHead>SKU</TableHead>
          <TableHead className="pr-4 text-right">Price</TableHead>
          <TableHead>Category</TableHead>
          {columns.map((column) => (
            <TableHead key={column} className={cn(extraColumns[column].numeric && "text-right")}>
              {extraColumns[column].label}
            </TableHead>
          ))}
          <TableHead className="w-12 pr-4">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {!products && <TableSkeletonRows rows={8} columns={columnCount} />}
        {products?.map((product) => {
          const open = expanded.has(product.id);
          return (
            <Fragment key={product.id}>
              <ProductRow
                product={product}
                columns={columns}
                context={context}
                actions={actions}
                deletedView={deletedView}
                expanded={open}
                onToggle={() => toggle(product.id)}
              />
              {open &&
                product.children.map((child) => (
                  <ChildRow
                    key={child.id}
                    product={child}
                    editTo={actions.editPath(product.id)}
                    columns={columns}
                    context={context}
                  />
                ))}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
