import { zodResolver } from "@hookform/resolvers/zod";
import type { ComponentProps } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  locationFormFor,
  locationMessages,
  weekdays,
  type LocationSettings,
} from "@pos/core/company/location.schema";
import { FormError } from "@/components/form/form-error";
import { RegionField } from "@/components/form/region-field";
import { TextField } from "@/components/form/text-field";
import { TimeZoneField } from "@/components/form/time-zone-field";
import { useSaveForm } from "@/components/form/use-save-form";
import type { Country } from "@/components/shared/regions";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from "@/components/ui/form";
import type { Input } from "@/components/ui/input";
import { Separator } from "@/components/ui/separator";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { TaxGroupField } from "./location-selects";
import { OpeningHoursFields, type LocationFormFields, type LocationFormValues } from "./opening-hours-fields";

const standardDay = { closed: false, open: "10:00", close: "22:00" };
const standardWeek = Object.fromEntries(
  weekdays.map((day) => [day, standardDay]),
) as LocationFormValues["openingHours"];

const hasParts = (location: LocationSettings | undefined) =>
  Boolean(location && (location.street || location.city || location.province || location.postalCode));

/** The form's values for a location, or for a new one in the company's time zone. */
export function locationValues(location: LocationSettings | undefined, timezone: string): LocationFormValues {
  return {
    name: location?.name ?? "",
    // An older location has only the one-line address: it becomes the street to split up.
    street: location?.street ?? (hasParts(location) ? "" : (location?.address ?? "")),
    city: location?.city ?? "",
    province: location?.province ?? null,
    postalCode: location?.postalCode ?? "",
    crsaStoreId: location?.crsaStoreId ?? "",
    phone: location?.phone ?? "",
    timezone: location?.timezone ?? timezone,
    hasHours: Boolean(location?.openingHours),
    openingHours: location?.openingHours ?? standardWeek,
    defaultTaxGroupId: location?.defaultTaxGroupId ?? null,
  };
}

const fieldOfMessage: Record<string, keyof LocationFormValues> = {
  [locationMessages.crsaTaken]: "crsaStoreId",
  [locationMessages.postalCode]: "postalCode",
  [locationMessages.zipCode]: "postalCode",
  [locationMessages.taxGroup]: "defaultTaxGroupId",
  [locationMessages.region("Canada")]: "province",
  [locationMessages.region("USA")]: "province",
};

type LocationFormProps = {
  country: Country;
  defaultValues: LocationFormValues;
  taxGroups: readonly { id: string; name: string }[];
  submitLabel: string;
  save: (fields: LocationFormFields) => Promise<LocationSettings>;
  onSaved: (location: LocationSettings) => void;
  onCancel: () => void;
};

export function LocationForm({
  country,
  defaultValues,
  taxGroups,
  submitLabel,
  save,
  onSaved,
  onCancel,
}: LocationFormProps) {
  const form = useForm<LocationFormValues, unknown, LocationFormFields>({
    resolver: zodResolver(locationFormFor(country)),
    defaultValues,
  });
  const hasHours = useWatch({ control: form.control, name: "hasHours" });
  const { submit, formError } = useSaveForm(form, {
    save,
    onSaved,
    guardUnsaved: false,
    fieldOfInput: Object.fromEntries(
      Object.keys(defaultValues).map((key) => [key, key as keyof LocationFormValues]),
    ),
    fieldOfMessage,
  });
  const postal = country === "USA" ? "ZIP code" : "Postal code";

  const text = (
    name: "name" | "street" | "city" | "postalCode" | "crsaStoreId" | "phone",
    label: string,
    inputProps: ComponentProps<typeof Input> = {},
    hint?: string,
    className?: string,
  ) => (
    <TextField
      control={form.control}
      name={name}
      label={label}
      inputProps={inputProps}
      hint={hint}
      className={className}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <FormError title="The location was not saved" message={formError} />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {text("name", "Name", { maxLength: 120, autoFocus: true, placeholder: "e.g. Queen West" })}
          {text("phone", "Phone", { type: "tel", maxLength: 30, inputMode: "tel" }, "10 or 11 digits.")}
          {text("street", "Street address", { maxLength: 200 }, undefined, "sm:col-span-2")}
          {text("city", "City", { maxLength: 100 })}
          <RegionField control={form.control} country={country} />
          {text("postalCode", postal, {
            maxLength: 10,
            placeholder: country === "USA" ? "12345" : "A1A 1A1",
          })}
          {text(
            "crsaStoreId",
            "CRSA store id",
            { maxLength: 20, placeholder: "CRSA1234567" },
            "Optional: the provincial retail store id, CRSA and 7 digits.",
          )}
          <TimeZoneField control={form.control} />
          <TaxGroupField control={form.control} taxGroups={taxGroups} />
        </div>
        <Separator />
        <FormField
          control={form.control}
          name="hasHours"
          render={({ field }) => (
            <FormItem className="flex items-center justify-between gap-4">
              <div className="grid gap-1">
                <FormLabel>Opening hours</FormLabel>
                <FormDescription>The hours the store is open, day by day.</FormDescription>
              </div>
              <FormControl>
                <Switch
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  aria-label="Set opening hours"
                />
              </FormControl>
            </FormItem>
          )}
        />
        {hasHours && <OpeningHoursFields control={form.control} />}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <Spinner label="Saving" />}
            {submitLabel}
          </Button>
        </div>
      </form>
    </Form>
  );
}
