import { toast } from "sonner";
import type { SecurityRoleView } from "@pos/core/roles/roles.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type DeleteRoleDialogProps = {
  companyId: number;
  /** Kept while the dialog closes, so its text does not change during the animation. */
  role: SecurityRoleView | null;
  open: boolean;
  onClose: () => void;
};

/** Confirms deleting a role; a role still assigned is refused by the server, whose message stays in view. */
export function DeleteRoleDialog({ companyId, role, open, onClose }: DeleteRoleDialogProps) {
  const utils = trpc.useUtils();
  const remove = trpc.employees.roles.delete.useMutation({
    onSuccess: async (_result, input) => {
      toast.success(`The role "${role?.name ?? ""}" was deleted`);
      onClose();
      await utils.employees.roles.list.invalidate({ companyId });
      void utils.employees.roles.get.reset({ companyId, roleId: input.roleId });
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
      title={`Delete the role "${role?.name ?? ""}"?`}
      description={
        <>
          <p>The role and its permissions are removed for good.</p>
          <p>A role that is still assigned to employees cannot be deleted: give them another role first.</p>
        </>
      }
      confirmLabel="Delete role"
      onConfirm={() => role && remove.mutate({ companyId, roleId: role.id })}
      pending={remove.isPending}
      error={remove.error && { title: "The role was not deleted", message: errorMessage(remove.error) }}
    />
  );
}
