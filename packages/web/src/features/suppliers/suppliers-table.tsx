import { Truck } from "lucide-react";
import { useMemo } from "react";
import type { Supplier } from "@pos/core/catalog/supplier.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { useDeleteTarget } from "@/components/shared/use-delete-target";
import { supplierColumns } from "./columns";
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

export function SuppliersTable({
  companyId,
  suppliers,
  filtered,
  editPath,
  productsPath,
}: SuppliersTableProps) {
  const deleting = useDeleteTarget<Supplier>();
  const columns = useMemo(
    () =>
      supplierColumns({
        editPath,
        productsPath,
        onDelete: deleting.ask,
      }),
    [editPath, productsPath, deleting.ask],
  );
  const table = useDataTable({ data: suppliers, columns, getRowId: (supplier) => supplier.id });

  return (
    <>
      <DataTable
        table={table}
        loading={!suppliers}
        loadingRows={4}
        empty={
          filtered ? (
            <p className="px-6 py-10 text-center text-sm text-muted-foreground">
              No supplier matches this search.
            </p>
          ) : (
            <div className="p-6">
              <EmptyState icon={Truck} title="No suppliers yet">
                Add the producers and distributors you buy from, then choose them on your products.
              </EmptyState>
            </div>
          )
        }
      />
      <DeleteSupplierDialog
        companyId={companyId}
        supplier={deleting.target}
        open={deleting.open}
        onClose={deleting.close}
      />
    </>
  );
}
