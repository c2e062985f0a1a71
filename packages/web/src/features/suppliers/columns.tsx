import type { ColumnDef } from "@tanstack/react-table";
import { editDeleteColumn } from "@/components/data-table/edit-delete-column";
import { Link } from "react-router";
import type { Supplier } from "@pos/core/catalog/supplier.schema";

const link =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline";

export function supplierColumns({
  editPath,
  productsPath,
  onDelete,
}: {
  editPath: (supplierId: string) => string;
  productsPath: (supplierId: string) => string;
  onDelete: (supplier: Supplier) => void;
}): ColumnDef<Supplier>[] {
  return [
    {
      accessorKey: "name",
      header: "Supplier",
      meta: { className: "pl-6 align-top whitespace-normal" },
      cell: ({ row: { original: supplier } }) => (
        <>
          <Link to={editPath(supplier.id)} className={link}>
            {supplier.name}
          </Link>
          {supplier.licenceNumber && (
            <div className="text-xs text-muted-foreground">Licence {supplier.licenceNumber}</div>
          )}
        </>
      ),
    },
    {
      id: "contact",
      header: "Contact",
      accessorFn: (supplier) => supplier.contactName || supplier.email || supplier.phone || "",
      meta: { className: "align-top whitespace-normal" },
      cell: ({ row: { original: supplier } }) =>
        supplier.contactName || supplier.email || supplier.phone ? (
          <div className="grid text-sm">
            {supplier.contactName && <span>{supplier.contactName}</span>}
            {supplier.email && (
              <a href={`mailto:${supplier.email}`} className="text-muted-foreground hover:underline">
                {supplier.email}
              </a>
            )}
            {supplier.phone && <span className="text-muted-foreground">{supplier.phone}</span>}
          </div>
        ) : (
          <span className="text-muted-foreground">-</span>
        ),
    },
    {
      accessorKey: "productCount",
      header: "Products",
      sortDescFirst: true,
      meta: { className: "text-right align-top tabular-nums" },
      cell: ({ row: { original: supplier } }) =>
        supplier.productCount > 0 ? (
          <Link to={productsPath(supplier.id)} className={link}>
            {supplier.productCount}
          </Link>
        ) : (
          <span className="text-muted-foreground">0</span>
        ),
    },
    editDeleteColumn({ editPath, onDelete, className: "align-top" }),
  ];
}
