import { KeyRound, MailCheck, MoreHorizontal } from "lucide-react";
import { toast } from "sonner";
import type { CompanyAccount } from "@pos/core/auth/account-admin.schema";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { resendableEmails } from "./company-users";

type CompanyUserActionsProps = {
  account: CompanyAccount;
  /** Sending a new temporary password is confirmed first: the one sent before stops working. */
  onResendPassword: (account: CompanyAccount) => void;
};

/** The e-mails an admin can send again to one user; nothing when none applies. */
export function CompanyUserActions({ account, onResendPassword }: CompanyUserActionsProps) {
  const utils = trpc.useUtils();
  const resendVerification = trpc.admin.resendVerificationEmail.useMutation({
    onSuccess: ({ email }) => {
      toast.success(`A new verification link was sent to ${email}`);
      void utils.admin.companyUsers.invalidate();
    },
    onError: (error) =>
      toast.error("The verification link was not sent", { description: errorMessage(error) }),
  });
  const can = resendableEmails(account);
  if (!can.temporaryPassword && !can.verification) return null;

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Actions for ${account.name}`}
          disabled={resendVerification.isPending}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        {can.temporaryPassword && (
          <DropdownMenuItem onSelect={() => onResendPassword(account)}>
            <KeyRound aria-hidden />
            Send a new temporary password
          </DropdownMenuItem>
        )}
        {can.verification && (
          <DropdownMenuItem onSelect={() => resendVerification.mutate({ userId: account.id })}>
            <MailCheck aria-hidden />
            Resend verification e-mail
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
