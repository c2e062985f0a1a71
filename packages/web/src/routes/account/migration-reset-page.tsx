import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AccountCard, accountLinkClass } from "./account-card";
import { clearMigratingUser, migrationStart, readMigratingUser } from "./migrating-user";
import { MigrationResetForm } from "./migration-reset-form";
import { useClearStorageOnLeave } from "./use-clear-storage-on-leave";

const passwordChangedMessage = "Your password has been changed. Please log in with your new password.";

/** The legacy migration reset (pos-and-accounts 2.6), also where a weak password is replaced. */
export function MigrationResetPage() {
  const navigate = useNavigate();
  const [start] = useState(() => migrationStart(readMigratingUser()));
  const markSubmitted = useClearStorageOnLeave(start.kind === "ready");

  if (start.kind === "blocked")
    return (
      <AccountCard title="Reset Password">
        <div className="grid gap-4">
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle className="line-clamp-none">{start.message}</AlertTitle>
          </Alert>
          <Button asChild className="w-full">
            <Link to="/loginV2">Go to log in</Link>
          </Button>
        </div>
      </AccountCard>
    );

  const done = () => {
    markSubmitted();
    clearMigratingUser();
    toast.success(passwordChangedMessage);
    navigate("/loginV2", { replace: true });
  };
  return (
    <AccountCard
      title="Reset Password"
      description={
        <>
          The password of <span className="font-medium text-foreground">{start.user.email}</span> must be
          changed. Enter your current password, then choose a new one.
        </>
      }
      footer={
        <Link to="/loginV2" className={accountLinkClass}>
          Back to login
        </Link>
      }
    >
      <MigrationResetForm user={start.user} onDone={done} />
    </AccountCard>
  );
}
