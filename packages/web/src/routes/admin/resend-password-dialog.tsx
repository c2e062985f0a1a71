import { toast } from "sonner";
import type { CompanyAccount } from "@pos/core/auth/account-admin.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { errorMessage } from "@/lib/errors";
import { formatDate } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";

type ResendPasswordDialogProps = {
  /** Kept while the dialog closes, so its text does not change during the animation. */
  account: CompanyAccount | null;
  open: boolean;
  onClose: () => void;
  timeZone: string;
};

/** Confirms sending a new temporary password to someone who has not signed in yet. */
export function ResendPasswordDialog({ account, open, onClose, timeZone }: ResendPasswordDialogProps) {
  const utils = trpc.useUtils();
  const resend = trpc.admin.resendTemporaryPassword.useMutation({
    onSuccess: async ({ email, expiresAt }) => {
      toast.success(`A new temporary password was sent to ${email}`, {
        description: `It works until ${formatDate(expiresAt, timeZone)}.`,
      });
      onClose();
      await utils.admin.companyUsers.invalidate();
    },
    onError: () => void utils.admin.companyUsers.invalidate(),
  });
  const name = account?.name ?? "";

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        resend.reset();
        onClose();
      }}
      title={`Send ${name} a new temporary password?`}
      description={
        <>
          <p>A new temporary password goes to {account?.email}. The one sent before stops working at once.</p>
          <p>They log in with it and then choose their own password.</p>
        </>
      }
      confirmLabel="Send"
      onConfirm={() => account && resend.mutate({ userId: account.id })}
      pending={resend.isPending}
      error={
        resend.error ? { title: "The password was not sent", message: errorMessage(resend.error) } : null
      }
    />
  );
}
