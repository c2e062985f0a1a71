import { Truck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Supplier } from "@pos/core/catalog/supplier.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { RowActionsMenu } from "@/components/shared/row-actions-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DeleteSupplierDialog } from "./delete-supplier-dialog";

type SuppliersTableProps = {
  companyId: number;
  /** undefined while the first load runs. */
  suppliers: Supplier[] | undefined;
  /** Filtering by name hid every supplier. */
  filtered: boolean;
  editPath: (supplierId: string) => string;
  productsPath: (supplierId: string) => string;
};

const link =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline";

export function SuppliersTable({
  companyId,
  suppliers,
  filtered,
  editPath,
  productsPath,
}: SuppliersTableProps) {
  const [deleting, setDeleting] = useState<Supplier | null>(null);
  const [open, setOpen] = useState(false);

  if (suppliers?.length === 0) {
    return filtered ? (
      <p className="px-6 py-10 text-center text-sm text-muted-foreground">No supplier matches this search.</p>
    ) : (
      <div className="p-6">
        <EmptyState icon={Truck} title="No suppliers yet">
          Add the producers and distributors you buy from, then choose them on your products.
        </EmptyState>
      </div>
    );
  }

  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-6">Supplier</TableHead>
            <TableHead>Contact</TableHead>
            <TableHead className="text-right">Products</TableHead>
            <TableHead className="w-16 pr-6">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {!suppliers && <TableSkeletonRows columns={4} rows={4} />}
          {suppliers?.map((supplier) => (
            <TableRow key={supplier.id}>
              <TableCell className="pl-6 align-top whitespace-normal">
                <Link to={editPath(supplier.id)} className={link}>
                  {supplier.name}
                </Link>
                {supplier.licenceNumber && (
                  <div className="text-xs text-muted-foreground">Licence {supplier.licenceNumber}</div>
                )}
              </TableCell>
              <TableCell className="align-top whitespace-normal">
                {supplier.contactName || supplier.email || supplier.phone ? (
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
                )}
              </TableCell>
              <TableCell className="text-right align-top tabular-nums">
                {supplier.productCount > 0 ? (
                  <Link to={productsPath(supplier.id)} className={link}>
                    {supplier.productCount}
                  </Link>
                ) : (
                  <span className="text-muted-foreground">0</span>
                )}
              </TableCell>
              <TableCell className="pr-6 text-right align-top">
                <RowActionsMenu
                  name={supplier.name}
                  editTo={editPath(supplier.id)}
                  onDelete={() => {
                    setDeleting(supplier);
                    setOpen(true);
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DeleteSupplierDialog
        companyId={companyId}
        supplier={deleting}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
