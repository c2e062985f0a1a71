import { useFormContext, useWatch } from "react-hook-form";
import { countries, timezones } from "@pos/core/company/company.schema";
import type { RegisterInput } from "@pos/core/auth/register.schema";
import { blurValidation } from "@/components/form/blur-validation";
import { ProvinceSelect } from "@/components/shared/province-select";
import { regionLabels } from "@/components/shared/regions";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useAppVariant } from "@/hooks/use-app-variant";

/** A new store starts in Alberta; a US store has no default state. */
const defaultRegion = { Canada: "AB", USA: "" } as const;

/** Step 2 of the register form: the store's name, country (POS-only app), province or state, time zone. */
export function RegisterStoreFields() {
  const form = useFormContext<RegisterInput>();
  const validation = blurValidation(form.trigger);
  const { variant } = useAppVariant();
  const country = useWatch({ control: form.control, name: "country" }) ?? "Canada";

  return (
    <>
      <FormField
        control={form.control}
        name="companyName"
        render={({ field, fieldState }) => (
          <FormItem>
            <FormLabel>Store name</FormLabel>
            <FormControl>
              <Input autoComplete="organization" {...field} {...validation(field, fieldState)} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      {variant === "pos-only" && (
        <FormField
          control={form.control}
          name="country"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Country</FormLabel>
              <Select
                value={field.value}
                onValueChange={(value) => {
                  const next = countries.find((name) => name === value) ?? "Canada";
                  field.onChange(next);
                  form.setValue("province", defaultRegion[next]);
                }}
              >
                <FormControl>
                  <SelectTrigger className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {countries.map((name) => (
                    <SelectItem key={name} value={name}>
                      {name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormItem>
          )}
        />
      )}
      <FormField
        control={form.control}
        name="province"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{regionLabels(country).region}</FormLabel>
            <FormControl>
              <ProvinceSelect
                hideLabel
                country={country}
                value={field.value}
                onChange={(code) => field.onChange(code ?? "")}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="timezone"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Timezone</FormLabel>
            <Select value={field.value} onValueChange={field.onChange}>
              <FormControl>
                <SelectTrigger className="w-full">
                  <SelectValue />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {timezones.map((zone) => (
                  <SelectItem key={zone.value} value={zone.value}>
                    {zone.label}
                    <span className="text-muted-foreground">{zone.value}</span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormItem>
        )}
      />
    </>
  );
}
