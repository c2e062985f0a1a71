import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { ProvinceSelect, type ProvinceSelectProps } from "@/components/shared/province-select";
import { regionLabels } from "@/components/shared/regions";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";

type RegionFieldProps<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  country: ProvinceSelectProps["country"];
  /** The field holding the region: "province" unless named. */
  name?: FieldPath<TValues>;
};

/** An address's state (US company) or province field, with the optional None entry (dashboard.md 2). */
export function RegionField<TValues extends FieldValues & { province?: string | null }, TOutput>({
  control,
  country,
  name = "province" as FieldPath<TValues>,
}: RegionFieldProps<TValues, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>{regionLabels(country).region}</FormLabel>
          <FormControl>
            <ProvinceSelect
              country={country}
              value={field.value}
              onChange={field.onChange}
              allowNone
              hideLabel
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
