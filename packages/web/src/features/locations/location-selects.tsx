import type { Control } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { LocationFormFields, LocationFormValues } from "./opening-hours-fields";

type FieldProps = { control: Control<LocationFormValues, unknown, LocationFormFields> };

const NONE = "__none__";

/** One of the company's tax groups, or None. */
export function TaxGroupField({
  control,
  taxGroups,
}: FieldProps & { taxGroups: readonly { id: string; name: string }[] }) {
  return (
    <FormField
      control={control}
      name="defaultTaxGroupId"
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>Default tax group</FormLabel>
          <Select
            value={field.value ?? NONE}
            onValueChange={(value) => field.onChange(value === NONE ? null : value)}
          >
            <FormControl>
              <SelectTrigger className="w-full">
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value={NONE}>None</SelectItem>
              {taxGroups.map((group) => (
                <SelectItem key={group.id} value={group.id}>
                  {group.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
