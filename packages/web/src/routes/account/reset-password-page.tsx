import { CircleCheck, Info } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { identityMessages } from "@pos/core/auth/identity-messages";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AccountCard, accountLinkClass } from "./account-card";
import { ResetPasswordForm } from "./reset-password-form";
import { resetScreenOf, type ResetScreen } from "./reset-password-mode";

/** The temporary password typed at log-in travels in the history state, never in the URL. */
function temporaryPasswordOf(state: unknown): string {
  if (typeof state !== "object" || state === null || !("temporaryPassword" in state)) return "";
  return typeof state.temporaryPassword === "string" ? state.temporaryPassword : "";
}

function NewPasswordRequired() {
  return (
    <Alert>
      <Info aria-hidden />
      <AlertTitle>{identityMessages.newPasswordRequired}</AlertTitle>
      <AlertDescription>
        You logged in with a temporary password. Choose your own password to continue.
      </AlertDescription>
    </Alert>
  );
}

/** The note under the title: whose password is being set, or who will receive the code. */
function resetNote(screen: ResetScreen, done: boolean): ReactNode {
  if (done) return undefined;
  if (screen.temporary)
    return screen.email ? (
      <>
        Choose a new password for <span className="font-medium text-foreground">{screen.email}</span>.
      </>
    ) : undefined;
  const who =
    screen.email && !screen.askEmail ? (
      <>
        An account with <span className="font-medium text-foreground">{screen.email}</span>
      </>
    ) : (
      "An account with that email"
    );
  return <>{who} will receive a verification code. Enter it below with your new password.</>;
}

function ResetDone() {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
        <CircleCheck className="size-6" aria-hidden />
      </span>
      <p className="text-sm text-muted-foreground">You can now log in with your new password.</p>
      <Button asChild className="w-full">
        <Link to="/loginV2">Log in</Link>
      </Button>
    </div>
  );
}

/** Reset password (pos-and-accounts 2.5), also the temporary-password mode after the first sign-in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const screen = resetScreenOf(params);
  const [done, setDone] = useState(false);
  const forgotPath = screen.email
    ? `/forgotPasswordV2?email=${encodeURIComponent(screen.email)}`
    : "/forgotPasswordV2";

  return (
    <AccountCard
      title="Reset Password"
      description={resetNote(screen, done)}
      footer={
        done ? undefined : screen.temporary ? (
          <Link to="/loginV2" className={accountLinkClass}>
            Back to login
          </Link>
        ) : (
          <Link to={forgotPath} className={accountLinkClass}>
            Back to Forgot Password
          </Link>
        )
      }
    >
      {done ? (
        <ResetDone />
      ) : (
        <div className="grid gap-4">
          {screen.temporary && <NewPasswordRequired />}
          <ResetPasswordForm
            screen={screen}
            temporaryPassword={temporaryPasswordOf(location.state)}
            onDone={() => setDone(true)}
          />
        </div>
      )}
    </AccountCard>
  );
}
