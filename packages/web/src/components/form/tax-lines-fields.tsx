import { Plus, X } from "lucide-react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { PercentInput } from "@/components/shared/percent-input";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

type TaxLine = { name: string; rate: number };

type TaxLinesFieldsProps<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  /** The form's `taxes` field array. */
  taxes: { fields: { id: string }[]; append: (line: TaxLine) => void; remove: (index: number) => void };
  error: string | undefined;
};

/** The `taxes` rows of a tax group or tax configuration: a name and a rate each, added and removed. */
export function TaxLinesFields<TValues extends FieldValues & { taxes: TaxLine[] }, TOutput>({
  control,
  taxes,
  error,
}: TaxLinesFieldsProps<TValues, TOutput>) {
  return (
    <>
      {taxes.fields.map((item, index) => (
        <fieldset
          key={item.id}
          className="grid max-w-xl grid-cols-[minmax(0,1fr)_8rem_auto] items-start gap-3"
        >
          <legend className="sr-only">Tax {index + 1}</legend>
          <FormField
            control={control}
            name={`taxes.${index}.name` as FieldPath<TValues>}
            render={({ field }) => (
              <FormItem>
                <FormLabel className={index > 0 ? "sr-only" : undefined}>Tax name</FormLabel>
                <FormControl>
                  <Input autoComplete="off" maxLength={40} placeholder="e.g. GST" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name={`taxes.${index}.rate` as FieldPath<TValues>}
            render={({ field }) => (
              <FormItem>
                <FormLabel className={index > 0 ? "sr-only" : undefined}>Rate</FormLabel>
                <FormControl>
                  <PercentInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className={index === 0 ? "mt-[1.375rem]" : undefined}
            aria-label={`Remove tax ${index + 1}`}
            onClick={() => taxes.remove(index)}
          >
            <X aria-hidden />
          </Button>
        </fieldset>
      ))}
      {error && <p className="text-sm text-destructive">{error}</p>}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => taxes.append({ name: "", rate: Number.NaN })}
      >
        <Plus aria-hidden />
        Add a tax
      </Button>
    </>
  );
}
