import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPath } from "react-hook-form";
import type { CustomerFields, CustomerFieldsInput } from "@pos/core/customers/customer.schema";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

type TextName = Exclude<FieldPath<CustomerFieldsInput>, "gender">;

type CustomerTextFieldProps = {
  control: Control<CustomerFieldsInput, unknown, CustomerFields>;
  name: TextName;
  label: string;
  hint?: ReactNode;
  multiline?: boolean;
  touch?: boolean;
  className?: string;
  inputProps?: Omit<ComponentProps<"input">, "value" | "onChange" | "name">;
};

export function CustomerTextField(props: CustomerTextFieldProps) {
  const { control, name, label, hint, multiline, touch, className, inputProps } = props;
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn("content-start", className)}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {multiline ? (
              <Textarea rows={3} {...field} value={field.value ?? ""} />
            ) : (
              <Input
                autoComplete="off"
                className={cn(touch && "h-12 text-base")}
                {...inputProps}
                {...field}
                value={field.value ?? ""}
              />
            )}
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
