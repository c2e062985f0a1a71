import type { Control } from "react-hook-form";
import type {
  CustomerCountry,
  CustomerFields,
  CustomerFieldsInput,
} from "@pos/core/customers/customer.schema";
import { ProvinceSelect } from "@/components/shared/province-select";
import { regionLabels } from "@/components/shared/regions";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";

type CustomerRegionFieldProps = {
  control: Control<CustomerFieldsInput, unknown, CustomerFields>;
  country: CustomerCountry;
};

/** The customer's state (US company) or province, with the optional None entry (dashboard.md 2). */
export function CustomerRegionField({ control, country }: CustomerRegionFieldProps) {
  return (
    <FormField
      control={control}
      name="province"
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
