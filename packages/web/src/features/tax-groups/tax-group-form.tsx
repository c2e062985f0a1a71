import { zodResolver } from "@hookform/resolvers/zod";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { ZTaxGroupFields, type TaxGroup } from "@pos/core/catalog/tax-group.schema";
import { blurValidation } from "@/components/form/blur-validation";
import { FormActions } from "@/components/form/form-actions";
import { FormError } from "@/components/form/form-error";
import { TaxLinesFields } from "@/components/form/tax-lines-fields";
import { UnsavedChangesDialog } from "@/components/form/unsaved-changes";
import { useSaveForm } from "@/components/form/use-save-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { CommonTaxes } from "./common-taxes";
import { TaxExample } from "./tax-example-card";

type Values = z.input<typeof ZTaxGroupFields>;
export type TaxGroupFields = z.output<typeof ZTaxGroupFields>;

const nameTaken = "A tax group with this name already exists";

type TaxGroupFormProps = {
  defaultValues: Values;
  submitLabel: string;
  cancelTo: string;
  save: (fields: TaxGroupFields) => Promise<TaxGroup>;
  onSaved: (group: TaxGroup) => void;
};

export function TaxGroupForm({ defaultValues, submitLabel, cancelTo, save, onSaved }: TaxGroupFormProps) {
  const form = useForm<Values, unknown, TaxGroupFields>({
    resolver: zodResolver(ZTaxGroupFields),
    mode: "onSubmit",
    defaultValues,
  });
  const validation = blurValidation(form.trigger);
  const taxes = useFieldArray({ control: form.control, name: "taxes" });
  const watched = useWatch({ control: form.control, name: "taxes" });
  const { isSubmitting, errors } = form.formState;
  const { submit, formError, blocker } = useSaveForm(form, {
    save,
    onSaved,
    fieldOfInput: { name: "name" },
    fieldOfMessage: { [nameTaken]: "name" },
  });
  const taxesError = errors.taxes?.root?.message ?? errors.taxes?.message;
  const used = new Set(watched.map((tax) => tax.name.trim().toLowerCase()));

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-6">
        <FormError title="The tax group was not saved" message={formError} />
        <Card>
          <CardHeader>
            <CardTitle>Tax group</CardTitle>
            <CardDescription>
              Name it after where it applies, such as Ontario or British Columbia.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <FormField
              control={form.control}
              name="name"
              render={({ field, fieldState }) => (
                <FormItem className="max-w-md">
                  <FormLabel>Name</FormLabel>
                  <FormControl>
                    <Input
                      autoComplete="off"
                      maxLength={80}
                      autoFocus
                      {...field}
                      {...validation(field, fieldState)}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Taxes</CardTitle>
            <CardDescription>
              Each tax is computed on the price and rounded to the cent on its own; none is charged on
              another.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {taxes.fields.length === 0 && (
              <p className="text-sm text-muted-foreground">
                No taxes: products in this group are sold tax-free.
              </p>
            )}
            <TaxLinesFields control={form.control} taxes={taxes} error={taxesError} />
            <CommonTaxes used={used} onAdd={(tax) => taxes.append(tax)} />
          </CardContent>
        </Card>
        <TaxExample taxes={watched} />
        <FormActions cancelTo={cancelTo} submitLabel={submitLabel} submitting={isSubmitting} />
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </Form>
  );
}
