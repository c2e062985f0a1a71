import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { ZSignInInput, type SignInInput } from "@pos/core/auth/auth.schema";
import { blurValidation } from "@/components/form/blur-validation";
import { FormError } from "@/components/form/form-error";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { readStorage, storageKeys } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";
import { ActiveSessionButton } from "./active-session-button";
import { CompanyChooser } from "./company-chooser";
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
  const validation = blurValidation(form.trigger);

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
    <Form {...form}>
      <form onSubmit={form.handleSubmit(session.submit)} noValidate className="grid gap-4">
        {me && <ActiveSessionButton identity={me.email} onContinue={() => void session.proceed(me)} />}
        <FormError title="Could not log in" message={session.error} />
        <FormField
          control={form.control}
          name="email"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input
                  type="email"
                  autoComplete="username"
                  placeholder="name@store.com"
                  autoFocus
                  {...field}
                  {...validation(field, fieldState)}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field, fieldState }) => (
            <FormItem>
              <div className="flex items-center justify-between">
                <FormLabel>Password</FormLabel>
                <Link
                  to="/forgotPasswordV2"
                  className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  Forgot password?
                </Link>
              </div>
              <FormControl>
                <PasswordInput
                  autoComplete="current-password"
                  {...field}
                  {...validation(field, fieldState)}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full" disabled={session.submitting}>
          {session.submitting && <Spinner label="Logging in" />}
          Log in
        </Button>
      </form>
      <WeakPasswordDialog
        open={session.weakPassword}
        busy={session.cancelling}
        onReset={session.resetWeakPassword}
        onSignOut={() => void session.cancel()}
      />
    </Form>
  );
}
