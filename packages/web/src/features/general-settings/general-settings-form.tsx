import { zodResolver } from "@hookform/resolvers/zod";
import type { ComponentProps } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import {
  generalSettingsMessages,
  ZGeneralSettings,
  type GeneralSettings,
  type GeneralSettingsForm as FormValues,
  type GeneralSettingsView,
} from "@pos/core/company/general-settings.schema";
import { locationMessages } from "@pos/core/company/location.schema";
import { FormError } from "@/components/form/form-error";
import { RegionField } from "@/components/form/region-field";
import { TextField } from "@/components/form/text-field";
import { TimeZoneField } from "@/components/form/time-zone-field";
import { useSaveForm } from "@/components/form/use-save-form";
import { findRegion } from "@/components/shared/regions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { trpc } from "@/lib/trpc";
import { CompanyLogoField } from "./company-logo-field";

type TextKey = "name" | "legalName" | "street" | "city" | "postalCode" | "phone" | "taxNumber";

const fieldOfMessage: Record<string, keyof FormValues> = {
  [locationMessages.postalCode]: "postalCode",
  [locationMessages.zipCode]: "postalCode",
  [locationMessages.region("Canada")]: "addressProvince",
  [locationMessages.region("USA")]: "addressProvince",
};

type Props = { companyId: number; initial: GeneralSettingsView };

/** settings/general: one form over the company's identity, address and register-wide rules. */
export function GeneralSettingsForm({ companyId, initial }: Props) {
  const utils = trpc.useUtils();
  const { province, country, canAccessLoyalty, logoUrl, ...values } = initial;
  const form = useForm<FormValues, unknown, GeneralSettings>({
    resolver: zodResolver(ZGeneralSettings),
    defaultValues: values,
  });
  const save = trpc.generalSettings.save.useMutation();
  const { submit, formError } = useSaveForm(form, {
    save: (fields) => save.mutateAsync({ companyId, ...fields }),
    onSaved: (saved) => {
      toast.success(generalSettingsMessages.saved);
      const { province: _p, country: _c, canAccessLoyalty: _l, logoUrl: _u, ...next } = saved;
      form.reset(next);
      void utils.generalSettings.get.invalidate({ companyId });
      void utils.company.getById.invalidate({ companyId });
    },
    fieldOfInput: Object.fromEntries(Object.keys(values).map((key) => [key, key as keyof FormValues])),
    fieldOfMessage,
  });

  const text = (
    name: TextKey,
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

  const hoursField = (name: "overtimeDailyHours" | "overtimeWeeklyHours", label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem className="content-start">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              inputMode="decimal"
              {...field}
              value={Number.isNaN(field.value) ? "" : field.value}
              onChange={(event) =>
                field.onChange(event.target.value.trim() === "" ? Number.NaN : Number(event.target.value))
              }
              aria-invalid={fieldState.invalid}
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
        <FormError title="The settings were not saved" message={formError} />
        <Card>
          <CardHeader>
            <CardTitle>Company</CardTitle>
            <CardDescription>
              Licensed in {findRegion(country, province)?.name ?? province}, {country}. The licensing province
              is set at registration; support can change it.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid items-start gap-4 sm:grid-cols-2">
            {text("name", "Company name", { maxLength: 120 })}
            {text(
              "legalName",
              "Legal name",
              { maxLength: 160, placeholder: "e.g. 1234567 Ontario Ltd." },
              "Printed under the store name on receipts.",
            )}
            {text("phone", "Phone", { type: "tel", maxLength: 30, inputMode: "tel" }, "10 or 11 digits.")}
            <TimeZoneField
              control={form.control}
              hint="Used by locations without a time zone of their own."
            />
            {text(
              "taxNumber",
              country === "USA" ? "Sales tax number" : "GST/HST registration number",
              { maxLength: 30, placeholder: country === "USA" ? undefined : "123456789 RT0001" },
              "Printed on receipts unless a location's receipt settings give another.",
            )}
            <FormField
              control={form.control}
              name="logoKey"
              render={({ field }) => (
                <FormItem className="sm:col-span-2">
                  <CompanyLogoField
                    companyId={companyId}
                    savedUrl={logoUrl}
                    value={field.value ?? null}
                    onChange={field.onChange}
                  />
                </FormItem>
              )}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Address</CardTitle>
            <CardDescription>
              The head office. Each store&apos;s own address is set under Locations.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid items-start gap-4 sm:grid-cols-2">
            {text("street", "Street address", { maxLength: 200 }, undefined, "sm:col-span-2")}
            {text("city", "City", { maxLength: 100 })}
            <RegionField control={form.control} country={country} name="addressProvince" />
            {text("postalCode", country === "USA" ? "ZIP code" : "Postal code", {
              maxLength: 10,
              placeholder: country === "USA" ? "12345" : "A1A 1A1",
            })}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>At the register</CardTitle>
            <CardDescription>Rules every register of the company follows.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <FormField
              control={form.control}
              name="pennyRounding"
              render={({ field }) => (
                <FormItem className="flex items-start justify-between gap-4">
                  <div className="grid gap-1">
                    <FormLabel>Penny rounding</FormLabel>
                    <FormDescription>
                      Cash payments round to the nearest 5 cents (Canada no longer has the penny). Card
                      payments are never rounded.
                    </FormDescription>
                  </div>
                  <FormControl>
                    <Switch checked={field.value} onCheckedChange={field.onChange} />
                  </FormControl>
                </FormItem>
              )}
            />
            {canAccessLoyalty && (
              <FormField
                control={form.control}
                name="loyaltyPointsMultiplier"
                render={({ field, fieldState }) => (
                  <FormItem className="max-w-xs content-start">
                    <FormLabel>Loyalty points multiplier</FormLabel>
                    <FormControl>
                      <Input
                        inputMode="numeric"
                        {...field}
                        value={Number.isNaN(field.value) ? "" : field.value}
                        onChange={(event) =>
                          field.onChange(
                            event.target.value.trim() === "" ? Number.NaN : Number(event.target.value),
                          )
                        }
                        aria-invalid={fieldState.invalid}
                      />
                    </FormControl>
                    <FormDescription>
                      Points earned per dollar, in hundredths: 100 is 1 point per dollar.
                    </FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Timesheets</CardTitle>
            <CardDescription>
              When the timesheet report counts hours as overtime. Ontario&apos;s Employment Standards Act: 44
              hours a week; 8 hours a day is its daily limit.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid items-start gap-4 sm:grid-cols-2">
            {hoursField("overtimeDailyHours", "Daily overtime after (hours)")}
            {hoursField("overtimeWeeklyHours", "Weekly overtime after (hours)")}
          </CardContent>
        </Card>
        <div className="flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <Spinner label="Saving" />}
            Save
          </Button>
        </div>
      </form>
    </Form>
  );
}
