import { toast } from "sonner";
import type { Supplier } from "@pos/core/catalog/supplier.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type DeleteSupplierDialogProps = {
  companyId: number;
  /** Kept while the dialog closes, so its text does not change during the animation. */
  supplier: Supplier | null;
  open: boolean;
  onClose: () => void;
};

/** A supplier still used by products is refused by the server; its message stays in view. */
export function DeleteSupplierDialog({ companyId, supplier, open, onClose }: DeleteSupplierDialogProps) {
  const utils = trpc.useUtils();
  const remove = trpc.catalog.suppliers.delete.useMutation({
    onSuccess: async () => {
      toast.success(`"${supplier?.name ?? ""}" was deleted`);
      onClose();
      await utils.catalog.suppliers.list.invalidate({ companyId });
    },
  });
  const used = supplier?.productCount ?? 0;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        remove.reset();
        onClose();
      }}
      title={`Delete the supplier "${supplier?.name ?? ""}"?`}
      description={<p>The supplier and its contact details are removed for good.</p>}
      confirmLabel="Delete supplier"
      onConfirm={() => supplier && remove.mutate({ companyId, supplierId: supplier.id })}
      pending={remove.isPending}
      error={
        used > 0
          ? {
              title: "This supplier is in use",
              message: `${used === 1 ? "1 product uses" : `${used} products use`} this supplier. Choose another supplier for ${used === 1 ? "it" : "them"} first.`,
            }
          : remove.error && { title: "The supplier was not deleted", message: errorMessage(remove.error) }
      }
    />
  );
}
