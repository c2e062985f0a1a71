import type { Control } from "react-hook-form";
import {
  customerGenders,
  type CustomerFields,
  type CustomerFieldsInput,
} from "@pos/core/customers/customer.schema";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

const genderLabels = { male: "Male", female: "Female", other: "Other" } as const;
const none = "none";

type CustomerGenderFieldProps = {
  control: Control<CustomerFieldsInput, unknown, CustomerFields>;
  touch: boolean;
};

export function CustomerGenderField({ control, touch }: CustomerGenderFieldProps) {
  return (
    <FormField
      control={control}
      name="gender"
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>Gender</FormLabel>
          <Select
            value={field.value ?? none}
            onValueChange={(value) => field.onChange(value === none ? null : value)}
          >
            <FormControl>
              <SelectTrigger className={cn("w-full", touch && "h-12")}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value={none}>Not given</SelectItem>
              {customerGenders.map((gender) => (
                <SelectItem key={gender} value={gender}>
                  {genderLabels[gender]}
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
