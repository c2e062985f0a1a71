import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { SecurityRoleView } from "@pos/core/roles/roles.schema";
import { FormActions } from "@/components/form/form-actions";
import { FormError } from "@/components/form/form-error";
import { UnsavedChangesDialog } from "@/components/form/unsaved-changes";
import { useSaveForm } from "@/components/form/use-save-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { AssignmentsFields } from "./assignments-fields";
import { EmployeeDetailsFields } from "./employee-details-fields";
import { employeeFormSchema, type EmployeeFormValues } from "./employee-form-values";

type FormField = "name" | "email" | "passcode" | "tracksHours" | "scope";

const fieldOfInput: Record<string, FormField> = {
  name: "name",
  email: "email",
  passcode: "passcode",
  tracksHours: "tracksHours",
  assignments: "scope",
};

/** Server messages without a field path (conflicts and checks against stored data). */
const fieldOfMessage: Record<string, FormField> = {
  "This passcode is already in use": "passcode",
  "This person is already an employee of this company": "email",
  "This account is deactivated and cannot be added. Please contact support.": "email",
  "A user with this email already exists": "email",
  "This employee already has an e-mail, and it cannot be changed.": "email",
  "This person also works for another company, so only they can change their name.": "name",
  "This security role does not exist": "scope",
  "This location does not exist": "scope",
};

type EmployeeFormProps<T> = {
  mode: "create" | "edit";
  defaultValues: EmployeeFormValues;
  hasPasscode: boolean;
  roles: readonly SecurityRoleView[];
  locationNames: ReadonlyMap<string, string>;
  createRoleHref: string;
  cancelTo: string;
  save: (values: EmployeeFormValues) => Promise<T>;
  onSaved: (result: T) => void;
};

export function EmployeeForm<T>(props: EmployeeFormProps<T>) {
  const { mode, defaultValues, save, onSaved } = props;
  const schema = useMemo(() => employeeFormSchema(), []);
  const form = useForm<EmployeeFormValues>({
    resolver: zodResolver(schema),
    mode: "onSubmit",
    defaultValues,
  });
  const { isSubmitting } = form.formState;
  const { submit, formError, blocker } = useSaveForm(form, { save, onSaved, fieldOfInput, fieldOfMessage });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-6">
        <FormError title="The employee was not saved" message={formError} />
        <Card>
          <CardHeader>
            <CardTitle>Employee</CardTitle>
            <CardDescription>Who they are and how they use the register.</CardDescription>
          </CardHeader>
          <CardContent>
            <EmployeeDetailsFields
              mode={mode}
              hasPasscode={props.hasPasscode}
              emailSet={defaultValues.email !== ""}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Where they work</CardTitle>
            <CardDescription>
              Their security role decides what they may do on the dashboard and on the register.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AssignmentsFields
              roles={props.roles}
              locationNames={props.locationNames}
              createRoleHref={props.createRoleHref}
            />
          </CardContent>
        </Card>
        <FormActions
          cancelTo={props.cancelTo}
          submitLabel={mode === "create" ? "Add employee" : "Save changes"}
          submitting={isSubmitting}
        />
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </Form>
  );
}
