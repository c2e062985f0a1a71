import type { SecurityRoleView } from "@pos/core/roles/roles.schema";
import { DeleteDialog, type DeleteDialogTarget } from "@/components/shared/delete-dialog";
import { trpc } from "@/lib/trpc";

/** A role still assigned is refused by the server, whose message stays in view. */
export function DeleteRoleDialog({
  companyId,
  role,
  ...target
}: DeleteDialogTarget & { role: SecurityRoleView | null }) {
  const utils = trpc.useUtils();
  const remove = trpc.employees.roles.delete.useMutation({
    onSuccess: async (_result, input) => {
      await utils.employees.roles.list.invalidate({ companyId });
      void utils.employees.roles.get.reset({ companyId, roleId: input.roleId });
    },
  });

  return (
    <DeleteDialog
      {...target}
      noun="role"
      name={role?.name ?? ""}
      description={
        <>
          <p>The role and its permissions are removed for good.</p>
          <p>A role that is still assigned to employees cannot be deleted: give them another role first.</p>
        </>
      }
      onDelete={async () => role && remove.mutateAsync({ companyId, roleId: role.id })}
    />
  );
}
