import type { Control } from "react-hook-form";
import { timeZoneNames } from "@pos/core/company/location.schema";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { LocationFormFields, LocationFormValues } from "./opening-hours-fields";

type FieldProps = { control: Control<LocationFormValues, unknown, LocationFormFields> };

const NONE = "__none__";

const selectClass =
  "flex h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/30";

/** The IANA time zones in a native select: hundreds of names, picked by typing. */
export function TimeZoneField({ control }: FieldProps) {
  return (
    <FormField
      control={control}
      name="timezone"
      render={({ field, fieldState }) => (
        <FormItem className="content-start">
          <FormLabel>Time zone</FormLabel>
          <FormControl>
            <select className={selectClass} aria-invalid={fieldState.invalid} {...field}>
              {timeZoneNames.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </select>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

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
