import { zodResolver } from "@hookform/resolvers/zod";
import { useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  taxConfigMessages,
  taxPresets,
  ZTaxConfigFields,
  type TaxConfig,
} from "@pos/core/tax-config/tax-config.schema";
import { blurValidation } from "@/components/form/blur-validation";
import { FormActions } from "@/components/form/form-actions";
import { FormError } from "@/components/form/form-error";
import { TaxLinesFields } from "@/components/form/tax-lines-fields";
import { UnsavedChangesDialog } from "@/components/form/unsaved-changes";
import { useSaveForm } from "@/components/form/use-save-form";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { IdChecklist } from "./id-checklist";

type Values = z.input<typeof ZTaxConfigFields>;
export type TaxConfigFields = z.output<typeof ZTaxConfigFields>;
type Option = { id: string; name: string };

type TaxConfigFormProps = {
  defaultValues: Values;
  submitLabel: string;
  cancelTo: string;
  locations: Option[];
  categories: Option[];
  save: (fields: TaxConfigFields) => Promise<TaxConfig>;
  onSaved: (config: TaxConfig) => void;
};

export function TaxConfigForm(props: TaxConfigFormProps) {
  const { defaultValues, submitLabel, cancelTo, locations, categories, save, onSaved } = props;
  const form = useForm<Values, unknown, TaxConfigFields>({
    resolver: zodResolver(ZTaxConfigFields),
    mode: "onSubmit",
    defaultValues,
  });
  const validation = blurValidation(form.trigger);
  const taxes = useFieldArray({ control: form.control, name: "taxes" });
  const { isSubmitting, errors } = form.formState;
  const { submit, formError, blocker } = useSaveForm(form, {
    save,
    onSaved,
    fieldOfInput: { name: "name" },
    fieldOfMessage: {
      [taxConfigMessages.nameTaken]: "name",
      [taxConfigMessages.unknownLocation]: "locationIds",
      [taxConfigMessages.unknownCategory]: "categoryIds",
    },
  });
  const taxesError = errors.taxes?.root?.message ?? errors.taxes?.message;
  const applyPreset = (province: string) => {
    const preset = taxPresets.find((entry) => entry.province === province);
    if (!preset) return;
    if (!form.getValues("name")) form.setValue("name", preset.name, { shouldDirty: true });
    taxes.replace(preset.taxes.map((tax) => ({ ...tax })));
    if (form.formState.isSubmitted) void form.trigger();
  };

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-6">
        <FormError title="The tax configuration was not saved" message={formError} />
        <Card>
          <CardHeader>
            <CardTitle>Taxes</CardTitle>
            <CardDescription>
              Start from your province, then adjust. Each tax is computed on the price and rounded on its own.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <div className="grid max-w-md gap-2">
              <Label htmlFor="tax-preset">Province preset</Label>
              <Select onValueChange={applyPreset}>
                <SelectTrigger id="tax-preset" className="w-full">
                  <SelectValue placeholder="Choose a province to fill the taxes" />
                </SelectTrigger>
                <SelectContent>
                  {taxPresets.map((preset) => (
                    <SelectItem key={preset.province} value={preset.province}>
                      {preset.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <FormField
              control={form.control}
              name="name"
              render={({ field, fieldState }) => (
                <FormItem className="max-w-md">
                  <FormLabel>Name</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" maxLength={80} {...field} {...validation(field, fieldState)} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <TaxLinesFields control={form.control} taxes={taxes} error={taxesError} />
            <FormField
              control={form.control}
              name="depositCents"
              render={({ field }) => (
                <FormItem className="max-w-xs">
                  <FormLabel>Deposit per unit</FormLabel>
                  <FormControl>
                    <CurrencyInput
                      value={field.value}
                      onChange={(cents) => field.onChange(cents ?? 0)}
                      onBlur={field.onBlur}
                      onlyPositive
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
            <CardTitle>Where it applies</CardTitle>
            <CardDescription>
              A product takes the configurations chosen on it; otherwise those of its category; otherwise the
              default ones (no category).
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6 md:grid-cols-2">
            <FormField
              control={form.control}
              name="categoryIds"
              render={({ field }) => (
                <FormItem>
                  <IdChecklist
                    legend="Categories"
                    noneMeans="No category: the default for every category"
                    options={categories}
                    value={field.value}
                    onChange={field.onChange}
                  />
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="locationIds"
              render={({ field }) => (
                <FormItem>
                  <IdChecklist
                    legend="Locations"
                    noneMeans="No location: every location"
                    options={locations}
                    value={field.value}
                    onChange={field.onChange}
                  />
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <FormItem className="flex items-center gap-3 md:col-span-2">
                  <FormControl>
                    <Switch checked={field.value} onCheckedChange={field.onChange} />
                  </FormControl>
                  <FormLabel>Active</FormLabel>
                </FormItem>
              )}
            />
          </CardContent>
        </Card>
        <FormActions cancelTo={cancelTo} submitLabel={submitLabel} submitting={isSubmitting} />
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </Form>
  );
}
