import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, type KeyboardEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { blurValidation } from "@/components/form/blur-validation";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { identityError } from "@/lib/identity-errors";
import { trpc } from "@/lib/trpc";
import { NewPasswordFields } from "./new-password-fields";
import {
  canSubmitReset,
  resetFormSchema,
  type ResetFormInput,
  type ResetFormOutput,
  type ResetScreen,
} from "./reset-password-mode";

const passwordResetMessage = "Your password has been reset";

type ResetPasswordFormProps = { screen: ResetScreen; temporaryPassword: string; onDone: () => void };

/** The reset (code e-mailed) or, in temporary-password mode, the first choice of a password. */
export function ResetPasswordForm({ screen, temporaryPassword, onDone }: ResetPasswordFormProps) {
  const schema = useMemo(() => resetFormSchema(screen.temporary), [screen.temporary]);
  const form = useForm<ResetFormInput, unknown, ResetFormOutput>({
    resolver: zodResolver(schema),
    mode: "onSubmit",
    defaultValues: { email: screen.email, code: temporaryPassword, newPassword: "", confirmPassword: "" },
  });
  const validation = blurValidation(form.trigger);
  const [email, code, newPassword, confirmPassword] = useWatch({
    control: form.control,
    name: ["email", "code", "newPassword", "confirmPassword"],
  });
  const reset = trpc.account.resetPassword.useMutation();
  const complete = trpc.account.completeNewPassword.useMutation();
  const busy = reset.isPending || complete.isPending;
  const ready = canSubmitReset({ email, code, newPassword, confirmPassword }, screen.askEmail);

  const submit = async ({ email, code, newPassword }: ResetFormOutput) => {
    try {
      if (screen.temporary) await complete.mutateAsync({ email, temporaryPassword: code, newPassword });
      else await reset.mutateAsync({ email, verificationCode: code, newPassword });
      toast.success(passwordResetMessage);
      onDone();
    } catch (error) {
      // The temporary password is checked like a sign-in, and its errors read as one.
      toast.error(identityError(screen.temporary ? "signIn" : "resetPassword", error));
    }
  };

  // A disabled submit button stops Enter from submitting; Enter then checks every field and says what is missing.
  const checkOnEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter" || ready || busy || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void form.handleSubmit(submit)();
  };

  const focus = screen.askEmail && screen.email === "" ? "email" : temporaryPassword ? "newPassword" : "code";
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} onKeyDown={checkOnEnter} noValidate className="grid gap-4">
        {screen.askEmail && (
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
                    autoFocus={focus === "email"}
                    {...field}
                    {...validation(field, fieldState)}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        <FormField
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>{screen.temporary ? "Temporary password" : "Verification Code"}</FormLabel>
              <FormControl>
                {screen.temporary ? (
                  <PasswordInput
                    autoComplete="current-password"
                    autoFocus={focus === "code"}
                    {...field}
                    {...validation(field, fieldState)}
                  />
                ) : (
                  <Input
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    placeholder="6-digit code"
                    autoFocus={focus === "code"}
                    {...field}
                    {...validation(field, fieldState)}
                  />
                )}
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <NewPasswordFields mismatchHint autoFocus={focus === "newPassword"} />
        <Button type="submit" className="w-full" disabled={!ready || busy}>
          {busy && <Spinner label="Submitting" />}
          {busy ? "Submitting..." : screen.temporary ? "Set new password" : "Reset password"}
        </Button>
      </form>
    </Form>
  );
}
