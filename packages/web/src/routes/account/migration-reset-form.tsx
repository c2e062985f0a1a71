import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { ZMigratePasswordForm, type MigratingUser } from "@pos/core/auth/password-flows.schema";
import { blurValidation } from "@/components/form/blur-validation";
import { FormError } from "@/components/form/form-error";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { identityError } from "@/lib/identity-errors";
import { trpc } from "@/lib/trpc";
import { NewPasswordFields, passwordsDiffer } from "./new-password-fields";

type FormInput = z.input<typeof ZMigratePasswordForm>;
type FormOutput = z.output<typeof ZMigratePasswordForm>;

/** Old password, then the new one twice; the e-mail comes from the migrating-user marker. */
export function MigrationResetForm({ user, onDone }: { user: MigratingUser; onDone: () => void }) {
  const migrate = trpc.account.migratePassword.useMutation({ onSuccess: onDone });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZMigratePasswordForm),
    mode: "onSubmit",
    defaultValues: { email: user.email, oldPassword: "", newPassword: "", confirmPassword: "" },
  });
  const validation = blurValidation(form.trigger);
  const [newPassword, confirmPassword] = useWatch({
    control: form.control,
    name: ["newPassword", "confirmPassword"],
  });
  const mismatch = passwordsDiffer({ newPassword, confirmPassword });
  const busy = migrate.isPending || migrate.isSuccess;

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(({ email, oldPassword, newPassword: password }) =>
          migrate.mutate({ email, oldPassword, newPassword: password }),
        )}
        noValidate
        className="grid gap-4"
      >
        <FormError
          title="Could not reset the password"
          message={migrate.error ? identityError("migratePassword", migrate.error) : null}
        />
        <FormField
          control={form.control}
          name="oldPassword"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>Old password</FormLabel>
              <FormControl>
                <PasswordInput
                  autoComplete="current-password"
                  autoFocus
                  {...field}
                  {...validation(field, fieldState)}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <NewPasswordFields />
        <Button type="submit" className="w-full" disabled={busy || mismatch}>
          {busy && <Spinner label="Submitting" />}
          {busy ? "Submitting..." : mismatch ? "Passwords must match" : "Reset password"}
        </Button>
      </form>
    </Form>
  );
}
