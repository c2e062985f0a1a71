import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { permissionCatalogue, type Permission } from "@pos/core/auth/permissions";
import { ZSecurityRoleFields } from "@pos/core/roles/roles.schema";
import { blurValidation } from "@/components/form/blur-validation";
import { FormActions } from "@/components/form/form-actions";
import { FormError } from "@/components/form/form-error";
import { UnsavedChangesDialog } from "@/components/form/unsaved-changes";
import { useSaveForm } from "@/components/form/use-save-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { LockoutWarning } from "./lockout-warning";
import { PermissionChecklist } from "./permission-checklist";

type RoleFormValues = z.input<typeof ZSecurityRoleFields>;
type RoleFields = z.output<typeof ZSecurityRoleFields>;

const nameTaken = "A security role with this name already exists";
const managePermission: Permission = "CAN_MANAGE_EMPLOYEES";

type SecurityRoleFormProps<T> = {
  defaultValues: RoleFormValues;
  submitLabel: string;
  cancelTo: string;
  /** The signed-in user holds this role at the company (warn before they take away their own access). */
  heldByYou: boolean;
  save: (fields: RoleFields) => Promise<T>;
  onSaved: (result: T) => void;
};

/** A role's name and permissions; the server's messages land on the name or above the form. */
export function SecurityRoleForm<T>({
  defaultValues,
  submitLabel,
  cancelTo,
  heldByYou,
  save,
  onSaved,
}: SecurityRoleFormProps<T>) {
  const form = useForm<RoleFormValues, unknown, RoleFields>({
    resolver: zodResolver(ZSecurityRoleFields),
    mode: "onSubmit",
    defaultValues,
  });
  const validation = blurValidation(form.trigger);
  const { isSubmitting } = form.formState;
  const permissions = useWatch({ control: form.control, name: "permissions" });
  const { submit, formError, blocker } = useSaveForm(form, {
    save,
    onSaved,
    fieldOfInput: { name: "name" },
    fieldOfMessage: { [nameTaken]: "name" },
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-6">
        <FormError title="The role was not saved" message={formError} />
        <Card>
          <CardHeader>
            <CardTitle>Role</CardTitle>
            <CardDescription>
              A name your team recognises, such as Budtender or Store manager.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <FormField
              control={form.control}
              name="name"
              render={({ field, fieldState }) => (
                <FormItem className="max-w-md">
                  <FormLabel>Role name</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" maxLength={60} {...field} {...validation(field, fieldState)} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </CardContent>
        </Card>
        <FormField
          control={form.control}
          name="permissions"
          render={({ field }) => (
            <Card>
              <CardHeader>
                <CardTitle>Permissions</CardTitle>
                <CardDescription>
                  What employees with this role may do. {field.value.length} of {permissionCatalogue.length}{" "}
                  selected.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <PermissionChecklist value={field.value} onChange={field.onChange} disabled={isSubmitting} />
              </CardContent>
            </Card>
          )}
        />
        {heldByYou && !permissions.includes(managePermission) && <LockoutWarning />}
        <FormActions cancelTo={cancelTo} submitLabel={submitLabel} submitting={isSubmitting} />
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </Form>
  );
}
