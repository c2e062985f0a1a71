import { toast } from "sonner";
import type { ProductListRow } from "@pos/core/catalog/listing.schema";
import { DeleteDialog, type DeleteDialogTarget } from "@/components/shared/delete-dialog";
import { trpc } from "@/lib/trpc";

type DeleteProductDialogProps = DeleteDialogTarget & {
  product: ProductListRow | null;
  onUndelete: (product: ProductListRow) => void;
};

/** Asks before deleting; a deleted product stays in the Deleted view, from where it can be undeleted. */
export function DeleteProductDialog({ companyId, product, onUndelete, ...target }: DeleteProductDialogProps) {
  const utils = trpc.useUtils();
  const remove = trpc.catalog.products.delete.useMutation({
    onSuccess: () => utils.catalog.products.list.invalidate({ companyId }),
  });
  const name = product?.name ?? "";
  const children = product?.children.length ?? 0;

  return (
    <DeleteDialog
      {...target}
      noun="product"
      name={name}
      title={`Delete ${name}?`}
      description={
        <>
          <p>
            {name} will no longer be sold at the registers or shown in the product list
            {children > 0 && `, nor will its ${children} child ${children === 1 ? "product" : "products"}`}.
          </p>
          <p>You can undelete it later from the Deleted view.</p>
        </>
      }
      onDelete={async () => product && remove.mutateAsync({ companyId, productId: product.id })}
      onDeleted={() =>
        product &&
        toast.success(`${product.name} was deleted`, {
          action: { label: "Undo", onClick: () => onUndelete(product) },
        })
      }
    />
  );
}
