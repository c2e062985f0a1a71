import { Link } from "react-router";
import { useFormContext, useWatch } from "react-hook-form";
import type { SecurityRoleView } from "@pos/core/roles/roles.schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { EmployeeFormValues } from "./employee-form-values";
import { RoleSelect } from "./role-select";

type AssignmentsProps = {
  roles: readonly SecurityRoleView[];
  locationNames: ReadonlyMap<string, string>;
  createRoleHref: string;
};

const scopes = [
  { value: "company", label: "Whole company", hint: "One role that counts at every location." },
  { value: "locations", label: "Specific locations", hint: "Choose the locations, with a role at each." },
] as const;

function LocationRows({ roles, locationNames }: Omit<AssignmentsProps, "createRoleHref">) {
  const form = useFormContext<EmployeeFormValues>();
  const rows = useWatch({ control: form.control, name: "locations" });
  return (
    <ul className="divide-y rounded-lg border">
      {rows.map((row, index) => {
        const name = locationNames.get(row.locationId) ?? row.locationId;
        return (
          <li key={row.locationId} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
            <FormField
              control={form.control}
              name={`locations.${index}.selected`}
              render={({ field }) => (
                <FormItem className="flex min-h-9 items-center gap-3">
                  <FormControl>
                    <Checkbox
                      checked={field.value}
                      onCheckedChange={(checked) => {
                        field.onChange(checked === true);
                        form.clearErrors("scope");
                      }}
                    />
                  </FormControl>
                  <FormLabel className="font-medium">{name}</FormLabel>
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name={`locations.${index}.securityRoleId`}
              render={({ field }) => (
                <FormItem className="w-full sm:w-auto">
                  <RoleSelect
                    roles={roles}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={!row.selected}
                    label={`Role at ${name}`}
                  />
                  <FormMessage />
                </FormItem>
              )}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** Where the employee works (the whole company or chosen locations) and their security role there. */
export function AssignmentsFields({ roles, locationNames, createRoleHref }: AssignmentsProps) {
  const form = useFormContext<EmployeeFormValues>();
  const scope = useWatch({ control: form.control, name: "scope" });
  return (
    <div className="grid gap-5">
      {roles.length === 0 && (
        <Alert>
          <AlertTitle>No security roles yet</AlertTitle>
          <AlertDescription>
            <p>
              Every employee needs a role.{" "}
              <Link to={createRoleHref} className="font-medium text-primary underline underline-offset-4">
                Create a security role
              </Link>{" "}
              first.
            </p>
          </AlertDescription>
        </Alert>
      )}
      <FormField
        control={form.control}
        name="scope"
        render={({ field }) => (
          <FormItem>
            <FormControl>
              <RadioGroup
                value={field.value}
                onValueChange={field.onChange}
                aria-label="Where they work"
                className="gap-2 sm:grid-cols-2"
              >
                {scopes.map((option) => (
                  <label
                    key={option.value}
                    className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                  >
                    <RadioGroupItem
                      value={option.value}
                      aria-label={option.label}
                      aria-describedby={`scope-${option.value}-hint`}
                      className="mt-0.5"
                    />
                    <span className="grid gap-1">
                      <span className="text-sm font-medium">{option.label}</span>
                      <span id={`scope-${option.value}-hint`} className="text-sm text-muted-foreground">
                        {option.hint}
                      </span>
                    </span>
                  </label>
                ))}
              </RadioGroup>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      {scope === "company" ? (
        <FormField
          control={form.control}
          name="companyRoleId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Security role</FormLabel>
              <RoleSelect roles={roles} value={field.value} onChange={field.onChange} />
              <FormDescription>What they may do, at every location.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      ) : (
        <LocationRows roles={roles} locationNames={locationNames} />
      )}
    </div>
  );
}
