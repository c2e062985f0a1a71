import type { TaxGroup } from "@pos/core/catalog/tax-group.schema";
import { DeleteDialog, type DeleteDialogTarget } from "@/components/shared/delete-dialog";
import { trpc } from "@/lib/trpc";

export function DeleteTaxGroupDialog({
  companyId,
  group,
  ...target
}: DeleteDialogTarget & { group: TaxGroup | null }) {
  const utils = trpc.useUtils();
  const remove = trpc.catalog.taxGroups.delete.useMutation({
    onSuccess: () => utils.catalog.taxGroups.list.invalidate({ companyId }),
  });

  return (
    <DeleteDialog
      {...target}
      noun="tax group"
      name={group?.name ?? ""}
      usedBy={group?.productCount}
      description={<p>The group and its taxes are removed for good.</p>}
      onDelete={async () => group && remove.mutateAsync({ companyId, taxGroupId: group.id })}
    />
  );
}
