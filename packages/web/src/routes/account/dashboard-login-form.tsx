import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { ZSignInInput, type SignInInput } from "@pos/core/auth/auth.schema";
import { readStorage, storageKeys } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";
import { ActiveSessionButton } from "./active-session-button";
import { CompanyChooser } from "./company-chooser";
import { CredentialsForm } from "./credentials-form";
import { useDashboardSignIn } from "./use-dashboard-sign-in";
import { WeakPasswordDialog } from "./weak-password-dialog";

export function DashboardLoginForm() {
  const session = useDashboardSignIn();
  const activeSession = trpc.auth.getMe.useQuery(undefined, {
    enabled: readStorage(storageKeys.authToken) !== null,
    retry: false,
    trpc: { context: { token: "auth" } },
  });
  const form = useForm<z.input<typeof ZSignInInput>, unknown, SignInInput>({
    resolver: zodResolver(ZSignInInput),
    mode: "onSubmit",
    defaultValues: { email: "", password: "" },
  });

  if (session.choice) {
    return (
      <CompanyChooser
        email={session.choice.email}
        companies={session.choice.companies}
        onSelect={session.choose}
        onCancel={() => void session.cancel()}
        cancelling={session.cancelling}
      />
    );
  }

  const me = activeSession.data;
  return (
    <CredentialsForm
      form={form}
      onSubmit={session.submit}
      identity={{
        name: "email",
        label: "Email",
        input: { type: "email", autoComplete: "username", placeholder: "name@store.com" },
      }}
      password="password"
      passwordHint={
        <Link
          to="/forgotPasswordV2"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      }
      activeSession={
        me && <ActiveSessionButton identity={me.email} onContinue={() => void session.proceed(me)} />
      }
      error={session.error}
      busy={session.submitting}
    >
      <WeakPasswordDialog
        open={session.weakPassword}
        busy={session.cancelling}
        onReset={session.resetWeakPassword}
        onSignOut={() => void session.cancel()}
      />
    </CredentialsForm>
  );
}
