import { zodResolver } from "@hookform/resolvers/zod";
import type { ComponentProps } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ZSupplierFields, type Supplier } from "@pos/core/catalog/supplier.schema";
import { FormActions } from "@/components/form/form-actions";
import { RegionField } from "@/components/form/region-field";
import { FormError } from "@/components/form/form-error";
import { UnsavedChangesDialog } from "@/components/form/unsaved-changes";
import { TextField } from "@/components/form/text-field";
import { useSaveForm } from "@/components/form/use-save-form";
import type { Country } from "@/components/shared/regions";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import type { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

type Values = z.input<typeof ZSupplierFields>;
export type SupplierFields = z.output<typeof ZSupplierFields>;
type Name = keyof Values;

const nameTaken = "A supplier with this name already exists";

export function supplierValues(supplier: Supplier | undefined): Values {
  return {
    name: supplier?.name ?? "",
    contactName: supplier?.contactName ?? "",
    email: supplier?.email ?? "",
    phone: supplier?.phone ?? "",
    address: supplier?.address ?? "",
    province: supplier?.province ?? null,
    licenceNumber: supplier?.licenceNumber ?? "",
    notes: supplier?.notes ?? "",
  };
}

type SupplierFormProps = {
  /** The company's country: its provinces or states are offered for the address. */
  country: Country;
  defaultValues: Values;
  submitLabel: string;
  cancelTo: string;
  save: (fields: SupplierFields) => Promise<Supplier>;
  onSaved: (supplier: Supplier) => void;
};

export function SupplierForm({
  country,
  defaultValues,
  submitLabel,
  cancelTo,
  save,
  onSaved,
}: SupplierFormProps) {
  const form = useForm<Values, unknown, SupplierFields>({
    resolver: zodResolver(ZSupplierFields),
    mode: "onSubmit",
    defaultValues,
  });
  const { isSubmitting } = form.formState;
  const { submit, formError, blocker } = useSaveForm(form, {
    save,
    onSaved,
    fieldOfInput: Object.fromEntries(Object.keys(defaultValues).map((key) => [key, key as Name])),
    fieldOfMessage: { [nameTaken]: "name" },
  });

  const text = (name: Name, label: string, inputProps: ComponentProps<typeof Input> = {}, hint?: string) => (
    <TextField control={form.control} name={name} label={label} inputProps={inputProps} hint={hint} />
  );
  const area = (name: Name, label: string, maxLength: number, placeholder?: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea
              maxLength={maxLength}
              placeholder={placeholder}
              rows={3}
              {...field}
              value={field.value ?? ""}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-6">
        <FormError title="The supplier was not saved" message={formError} />
        <Card>
          <CardHeader>
            <CardTitle>Supplier</CardTitle>
            <CardDescription>The licensed producer or distributor you buy from.</CardDescription>
          </CardHeader>
          <CardContent className="grid items-start gap-4 sm:grid-cols-2">
            {text("name", "Name", { maxLength: 120, autoFocus: true, placeholder: "e.g. Tweed" })}
            {text(
              "licenceNumber",
              "Licence number",
              { maxLength: 64, placeholder: "Optional" },
              "Its Health Canada licence, when it is a licensed producer.",
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Contact</CardTitle>
            <CardDescription>Who to call or e-mail about orders. All optional.</CardDescription>
          </CardHeader>
          <CardContent className="grid items-start gap-4 sm:grid-cols-2">
            {text("contactName", "Contact name", { maxLength: 120 })}
            {text("email", "E-mail", { type: "email", maxLength: 254, inputMode: "email" })}
            {text("phone", "Phone", { type: "tel", maxLength: 40, inputMode: "tel" })}
            <div className="sm:col-span-2">{area("address", "Address", 300)}</div>
            <RegionField control={form.control} country={country} />
            <div className="sm:col-span-2">
              {area("notes", "Notes", 2000, "Ordering days, minimums, payment terms…")}
            </div>
          </CardContent>
        </Card>
        <FormActions cancelTo={cancelTo} submitLabel={submitLabel} submitting={isSubmitting} />
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </Form>
  );
}
