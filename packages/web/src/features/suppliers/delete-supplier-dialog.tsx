import type { Supplier } from "@pos/core/catalog/supplier.schema";
import { DeleteDialog, type DeleteDialogTarget } from "@/components/shared/delete-dialog";
import { trpc } from "@/lib/trpc";

export function DeleteSupplierDialog({
  companyId,
  supplier,
  ...target
}: DeleteDialogTarget & { supplier: Supplier | null }) {
  const utils = trpc.useUtils();
  const remove = trpc.catalog.suppliers.delete.useMutation({
    onSuccess: () => utils.catalog.suppliers.list.invalidate({ companyId }),
  });

  return (
    <DeleteDialog
      {...target}
      noun="supplier"
      name={supplier?.name ?? ""}
      usedBy={supplier?.productCount}
      description={<p>The supplier and its contact details are removed for good.</p>}
      onDelete={async () => supplier && remove.mutateAsync({ companyId, supplierId: supplier.id })}
    />
  );
}
