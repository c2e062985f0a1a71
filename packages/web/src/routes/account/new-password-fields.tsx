import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { blurValidation } from "@/components/form/blur-validation";
import { PasswordChecklist } from "@/components/form/password-checklist";
import { PasswordInput } from "@/components/form/password-input";
import { FormControl, FormField, FormItem, FormLabel, FormMessage, useFormField } from "@/components/ui/form";

export type NewPasswordValues = { newPassword: string; confirmPassword: string };

/** A confirmation that is filled in and is not the new password. */
export function passwordsDiffer({ newPassword, confirmPassword }: NewPasswordValues): boolean {
  return confirmPassword !== "" && confirmPassword !== newPassword;
}

/** The checklist describes the new password field to assistive technology. */
function RulesChecklist({ value }: { value: string }) {
  const { formDescriptionId } = useFormField();
  return <PasswordChecklist id={formDescriptionId} value={value} />;
}

type NewPasswordFieldsProps = { mismatchHint?: boolean; autoFocus?: boolean };

/**
 * New password with the live rules checklist, and its confirmation. With `mismatchHint`, a confirmation
 * that differs shows '* Passwords must match' once the field is left (pos-and-accounts 5).
 */
export function NewPasswordFields({ mismatchHint = false, autoFocus = false }: NewPasswordFieldsProps) {
  const form = useFormContext<NewPasswordValues>();
  const validation = blurValidation(form.trigger);
  const [confirmFocused, setConfirmFocused] = useState(false);
  const [newPassword, confirmPassword] = useWatch({
    control: form.control,
    name: ["newPassword", "confirmPassword"],
  });
  const hint = mismatchHint && !confirmFocused && passwordsDiffer({ newPassword, confirmPassword });

  return (
    <>
      <FormField
        control={form.control}
        name="newPassword"
        render={({ field, fieldState }) => (
          <FormItem>
            <FormLabel>New password</FormLabel>
            <FormControl>
              <PasswordInput
                autoComplete="new-password"
                autoFocus={autoFocus}
                {...field}
                {...validation(field, fieldState)}
              />
            </FormControl>
            <FormMessage />
            <RulesChecklist value={field.value} />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="confirmPassword"
        render={({ field, fieldState }) => {
          const handlers = validation(field, fieldState);
          return (
            <FormItem>
              <FormLabel>Confirm new password</FormLabel>
              <FormControl>
                <PasswordInput
                  autoComplete="new-password"
                  {...field}
                  {...handlers}
                  onFocus={() => setConfirmFocused(true)}
                  onBlur={(event) => {
                    setConfirmFocused(false);
                    handlers.onBlur(event);
                  }}
                />
              </FormControl>
              {hint ? <p className="text-sm text-destructive">* Passwords must match</p> : <FormMessage />}
            </FormItem>
          );
        }}
      />
    </>
  );
}
