import { useFormContext } from "react-hook-form";
import { blurValidation } from "@/components/form/blur-validation";
import { Checkbox } from "@/components/ui/checkbox";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { EmployeeFormValues } from "./employee-form-values";

type DetailsProps = { mode: "create" | "edit"; hasPasscode: boolean; emailSet: boolean };

function passcodeHint(mode: DetailsProps["mode"], hasPasscode: boolean): string {
  if (mode === "create")
    return "4 to 8 digits, unique in your company, to clock in and sell on the register. Leave empty and one is made up and shown once saved.";
  return hasPasscode
    ? "A passcode is set. Leave empty to keep it, or type a new one to replace it."
    : "No passcode yet: set one so they can clock in and sell on the register.";
}

function emailHint(mode: DetailsProps["mode"], emailSet: boolean): string {
  if (emailSet) return "Their sign-in for the dashboard; it cannot be changed here.";
  const signIn = "Their sign-in for the dashboard; they choose a password with “Forgot password”.";
  return mode === "create"
    ? `${signIn} Leave empty for staff who only use the register.`
    : `Register only. ${signIn} Once set, it cannot be changed here.`;
}

/** Name, e-mail (optional, set once), POS passcode and hours tracking. */
export function EmployeeDetailsFields({ mode, hasPasscode, emailSet }: DetailsProps) {
  const form = useFormContext<EmployeeFormValues>();
  const validation = blurValidation(form.trigger);
  return (
    <div className="grid items-start gap-5 md:grid-cols-2">
      <FormField
        control={form.control}
        name="name"
        render={({ field, fieldState }) => (
          <FormItem>
            <FormLabel>Name</FormLabel>
            <FormControl>
              <Input autoComplete="off" maxLength={120} {...field} {...validation(field, fieldState)} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="email"
        render={({ field, fieldState }) => (
          <FormItem>
            <FormLabel>E-mail</FormLabel>
            <FormControl>
              <Input
                type="email"
                autoComplete="off"
                readOnly={emailSet}
                className="read-only:bg-muted read-only:text-muted-foreground"
                {...field}
                {...validation(field, fieldState)}
              />
            </FormControl>
            <FormDescription>{emailHint(mode, emailSet)}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="passcode"
        render={({ field, fieldState }) => (
          <FormItem>
            <FormLabel>POS passcode</FormLabel>
            <FormControl>
              <Input
                type="password"
                inputMode="numeric"
                autoComplete="new-password"
                maxLength={8}
                placeholder={mode === "edit" && hasPasscode ? "Unchanged" : undefined}
                {...field}
                {...validation(field, fieldState)}
              />
            </FormControl>
            <FormDescription>{passcodeHint(mode, hasPasscode)}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="tracksHours"
        render={({ field }) => (
          <FormItem className="flex items-start gap-3 md:pt-7">
            <FormControl>
              <Checkbox
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                className="mt-0.5"
              />
            </FormControl>
            <div className="grid gap-1">
              <FormLabel>Track hours</FormLabel>
              <FormDescription>
                They clock in, take breaks and clock out on the register with their passcode.
              </FormDescription>
            </div>
          </FormItem>
        )}
      />
    </div>
  );
}
