import { toast } from "sonner";
import type { EmployeeView } from "@pos/core/employees/employees.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type DeactivateEmployeeDialogProps = {
  companyId: number;
  companyName: string;
  /** Kept while the dialog closes, so its text does not change during the animation. */
  employee: EmployeeView | null;
  open: boolean;
  onClose: () => void;
};

/** Confirms removing someone from the company, saying what it does to their access and account. */
export function DeactivateEmployeeDialog({
  companyId,
  companyName,
  employee,
  open,
  onClose,
}: DeactivateEmployeeDialogProps) {
  const utils = trpc.useUtils();
  const deactivate = trpc.employees.deactivate.useMutation({
    onSuccess: async ({ accountDeactivated }, input) => {
      toast.success(`${employee?.name ?? "The employee"} was deactivated`, {
        description: accountDeactivated
          ? "Their account was closed and they were signed out everywhere."
          : `They keep their account for their other companies, without access to ${companyName}.`,
      });
      onClose();
      void utils.employees.get.reset({ companyId, userId: input.userId });
      await utils.employees.list.invalidate({ companyId });
    },
    onError: (error) => {
      toast.error(`${employee?.name ?? "The employee"} was not deactivated`, {
        description: errorMessage(error),
      });
      onClose();
    },
  });
  const name = employee?.name ?? "";

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        deactivate.reset();
        onClose();
      }}
      title={`Deactivate ${name}?`}
      description={
        <>
          <p>
            {name}
            {employee?.email && ` (${employee.email})`} will no longer work for {companyName}: their security
            roles and POS passcode are removed, and they can no longer sign in to this company or clock in on
            its registers.
          </p>
          <p>
            If they work for no other company, their account is closed and they are signed out everywhere.
          </p>
        </>
      }
      confirmLabel="Deactivate"
      onConfirm={() => employee && deactivate.mutate({ companyId, userId: employee.id })}
      pending={deactivate.isPending}
    />
  );
}
