import type { TaxConfig } from "@pos/core/tax-config/tax-config.schema";
import { DeleteDialog, type DeleteDialogTarget } from "@/components/shared/delete-dialog";
import { trpc } from "@/lib/trpc";

export function DeleteTaxConfigDialog({
  companyId,
  config,
  ...target
}: DeleteDialogTarget & { config: TaxConfig | null }) {
  const utils = trpc.useUtils();
  const remove = trpc.taxConfigs.delete.useMutation({
    onSuccess: () => utils.taxConfigs.list.invalidate({ companyId }),
  });

  return (
    <DeleteDialog
      {...target}
      noun="tax configuration"
      name={config?.name ?? ""}
      description={<p>Sales stop using its taxes and deposit at once.</p>}
      onDelete={async () => config && remove.mutateAsync({ companyId, taxConfigId: config.id })}
    />
  );
}
