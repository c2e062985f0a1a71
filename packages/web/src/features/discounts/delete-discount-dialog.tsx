import { toast } from "sonner";
import type { Discount } from "@pos/core/discounts/discount.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type DeleteDiscountDialogProps = {
  companyId: number;
  /** Kept while the dialog closes, so its text does not change during the animation. */
  discount: Discount | null;
  open: boolean;
  onClose: () => void;
};

export function DeleteDiscountDialog({ companyId, discount, open, onClose }: DeleteDiscountDialogProps) {
  const utils = trpc.useUtils();
  const remove = trpc.discounts.delete.useMutation({
    onSuccess: async () => {
      toast.success(`"${discount?.name ?? ""}" was deleted`);
      onClose();
      await Promise.all([utils.discounts.list.invalidate(), utils.discounts.listPage.invalidate()]);
    },
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        remove.reset();
        onClose();
      }}
      title={`Delete the discount "${discount?.name ?? ""}"?`}
      description={
        <p>
          The register stops offering it at once. Parked sales and online orders that carry it lose it when
          they are next priced.
        </p>
      }
      confirmLabel="Delete discount"
      onConfirm={() => discount && remove.mutate({ companyId, discountId: discount.id })}
      pending={remove.isPending}
      error={remove.error && { title: "The discount was not deleted", message: errorMessage(remove.error) }}
    />
  );
}
