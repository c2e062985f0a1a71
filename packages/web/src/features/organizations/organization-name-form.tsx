import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ZOrganizationFields, type OrganizationFields } from "@pos/core/organizations/organization.schema";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";

type Props = {
  defaultName?: string;
  submitLabel: string;
  /** Resolves once saved; the form is then cleared (create) or kept (edit). */
  onSave: (name: string) => Promise<void>;
  resetAfterSave?: boolean;
  inline?: boolean;
};

/** The one field of an organization: its name ('Name is required!'). */
export function OrganizationNameForm({
  defaultName = "",
  submitLabel,
  onSave,
  resetAfterSave,
  inline,
}: Props) {
  const form = useForm<OrganizationFields, unknown, { name: string }>({
    resolver: zodResolver(ZOrganizationFields),
    defaultValues: { name: defaultName },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
      if (resetAfterSave) form.reset({ name: "" });
    } catch {
      form.setFocus("name");
    }
  });
  return (
    <Form {...form}>
      <form
        onSubmit={submit}
        noValidate
        className={inline ? "flex flex-wrap items-start gap-3" : "grid gap-4"}
      >
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem className={inline ? "min-w-64 flex-1" : undefined}>
              <FormLabel className={inline ? "sr-only" : undefined}>Name</FormLabel>
              <FormControl>
                <Input placeholder="Organization name" maxLength={120} autoComplete="off" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={form.formState.isSubmitting} className={inline ? undefined : "w-fit"}>
          {form.formState.isSubmitting && <Spinner />}
          {submitLabel}
        </Button>
      </form>
    </Form>
  );
}
