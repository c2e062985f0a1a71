import type { ComponentProps, ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, useFormContext } from "react-hook-form";
import { blurValidation } from "@/components/form/blur-validation";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type TextFieldProps<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  inputProps?: ComponentProps<typeof Input>;
  hint?: ReactNode;
  className?: string;
};

/** A text input of a form (inside <Form>), checked on blur (see blurValidation); empty shows for null. */
export function TextField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  inputProps,
  hint,
  className,
}: TextFieldProps<TValues, TOutput>) {
  const validation = blurValidation(useFormContext<TValues>().trigger);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem className={cn("content-start", className)}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              autoComplete="off"
              {...inputProps}
              {...field}
              value={field.value ?? ""}
              {...validation(field, fieldState)}
            />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
