import { toast } from "sonner";
import type { ProductListRow } from "@pos/core/catalog/listing.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type DeleteProductDialogProps = {
  companyId: number;
  /** Kept while the dialog closes, so its text does not change during the animation. */
  product: ProductListRow | null;
  open: boolean;
  onClose: () => void;
  onUndelete: (product: ProductListRow) => void;
};

/** Asks before deleting; a deleted product stays in the Deleted view, from where it can be undeleted. */
export function DeleteProductDialog({
  companyId,
  product,
  open,
  onClose,
  onUndelete,
}: DeleteProductDialogProps) {
  const utils = trpc.useUtils();
  const remove = trpc.catalog.products.delete.useMutation({
    onSuccess: async () => {
      onClose();
      if (product) {
        toast.success(`${product.name} was deleted`, {
          action: { label: "Undo", onClick: () => onUndelete(product) },
        });
      }
      await utils.catalog.products.list.invalidate({ companyId });
    },
  });
  const name = product?.name ?? "";
  const children = product?.children.length ?? 0;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        remove.reset();
        onClose();
      }}
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
      confirmLabel="Delete"
      onConfirm={() => product && remove.mutate({ companyId, productId: product.id })}
      pending={remove.isPending}
      error={
        remove.error ? { title: "The product was not deleted", message: errorMessage(remove.error) } : null
      }
    />
  );
}
