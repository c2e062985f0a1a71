import { toast } from "sonner";
import type { TaxGroup } from "@pos/core/catalog/tax-group.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type DeleteTaxGroupDialogProps = {
  companyId: number;
  /** Kept while the dialog closes, so its text does not change during the animation. */
  group: TaxGroup | null;
  open: boolean;
  onClose: () => void;
};

/** A group that products still use cannot be deleted: the dialog says so before the server has to. */
export function DeleteTaxGroupDialog({ companyId, group, open, onClose }: DeleteTaxGroupDialogProps) {
  const utils = trpc.useUtils();
  const remove = trpc.catalog.taxGroups.delete.useMutation({
    onSuccess: async () => {
      toast.success(`"${group?.name ?? ""}" was deleted`);
      onClose();
      await utils.catalog.taxGroups.list.invalidate({ companyId });
    },
  });
  const used = group?.productCount ?? 0;
  const them = used === 1 ? "it" : "them";

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        remove.reset();
        onClose();
      }}
      title={`Delete the tax group "${group?.name ?? ""}"?`}
      description={<p>The group and its taxes are removed for good.</p>}
      confirmLabel="Delete tax group"
      onConfirm={() => group && remove.mutate({ companyId, taxGroupId: group.id })}
      pending={remove.isPending}
      error={
        used > 0
          ? {
              title: "This tax group is in use",
              message: `${used === 1 ? "1 product uses" : `${used} products use`} this tax group. Choose another tax group for ${them} first.`,
            }
          : remove.error && { title: "The tax group was not deleted", message: errorMessage(remove.error) }
      }
    />
  );
}
