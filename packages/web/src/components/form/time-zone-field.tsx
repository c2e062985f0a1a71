import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { timeZoneNames } from "@pos/core/company/location.schema";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";

const selectClass =
  "flex h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/30";

type TimeZoneFieldProps<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  hint?: string;
};

/** The form's "timezone": the IANA time zones in a native select, hundreds of names, picked by typing. */
export function TimeZoneField<TValues extends FieldValues & { timezone?: string | null }, TOutput>({
  control,
  hint,
}: TimeZoneFieldProps<TValues, TOutput>) {
  return (
    <FormField
      control={control}
      name={"timezone" as FieldPath<TValues>}
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
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
