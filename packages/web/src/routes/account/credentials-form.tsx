import type { ComponentProps, ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { blurValidation } from "@/components/form/blur-validation";
import { FormError } from "@/components/form/form-error";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";

type CredentialsFormProps<TValues extends FieldValues, TInput> = {
  form: UseFormReturn<TValues, unknown, TInput>;
  onSubmit: (input: TInput) => void;
  /** Who logs in: the e-mail or the device ID. */
  identity: { name: Path<TValues>; label: string; input: ComponentProps<typeof Input> };
  password: Path<TValues>;
  /** Beside the password's label, such as "Forgot password?". */
  passwordHint?: ReactNode;
  /** Under the fields, above the button. */
  note?: ReactNode;
  /** "Continue as …" when a session is still signed in. */
  activeSession: ReactNode;
  error: string | null;
  busy: boolean;
  /** Dialogs that belong to the form. */
  children?: ReactNode;
};

/** The shape both log-in forms share: who, password, the server's refusal, and the Log in button. */
export function CredentialsForm<TValues extends FieldValues, TInput>({
  form,
  onSubmit,
  identity,
  password,
  passwordHint,
  note,
  activeSession,
  error,
  busy,
  children,
}: CredentialsFormProps<TValues, TInput>) {
  const validation = blurValidation(form.trigger);
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        {activeSession}
        <FormError title="Could not log in" message={error} />
        <FormField
          control={form.control}
          name={identity.name}
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>{identity.label}</FormLabel>
              <FormControl>
                <Input autoFocus {...identity.input} {...field} {...validation(field, fieldState)} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name={password}
          render={({ field, fieldState }) => (
            <FormItem>
              <div className="flex items-center justify-between">
                <FormLabel>Password</FormLabel>
                {passwordHint}
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
        {note}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy && <Spinner label="Logging in" />}
          Log in
        </Button>
      </form>
      {children}
    </Form>
  );
}
