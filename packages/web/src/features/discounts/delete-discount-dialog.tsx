import type { Discount } from "@pos/core/discounts/discount.schema";
import { DeleteDialog, type DeleteDialogTarget } from "@/components/shared/delete-dialog";
import { trpc } from "@/lib/trpc";

export function DeleteDiscountDialog({
  companyId,
  discount,
  ...target
}: DeleteDialogTarget & { discount: Discount | null }) {
  const utils = trpc.useUtils();
  const remove = trpc.discounts.delete.useMutation({
    onSuccess: () => Promise.all([utils.discounts.list.invalidate(), utils.discounts.listPage.invalidate()]),
  });

  return (
    <DeleteDialog
      {...target}
      noun="discount"
      name={discount?.name ?? ""}
      description={
        <p>
          The register stops offering it at once. Parked sales and online orders that carry it lose it when
          they are next priced.
        </p>
      }
      onDelete={async () => discount && remove.mutateAsync({ companyId, discountId: discount.id })}
    />
  );
}
