import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { smsDefaults, smsMessages } from "@pos/core/sms/sms.schema";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";

const whole = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .regex(/^-?\d+$/, "Use a whole number")
    .transform(Number);

const ZForm = z.object({
  quantity: whole(smsMessages.quantityRequired),
  monthlyReplenishRate: whole(smsMessages.replenishRequired),
});
type Values = z.input<typeof ZForm>;
type Output = z.output<typeof ZForm>;

type Props = {
  enabled: boolean;
  /** The saved rate, shown as the field's starting value once SMS is enabled. */
  currentRate: number | null;
  onSave: (values: Output) => Promise<void>;
};

/**
 * "Add quantity" (default 500, cleared back to it after each save so a second click does not add twice by mistake);
 * the replenish rate (default 500) is asked only once SMS is enabled.
 */
export function SmsQuotaForm({ enabled, currentRate, onSave }: Props) {
  const initial = {
    quantity: String(smsDefaults.quantity),
    monthlyReplenishRate: String(currentRate ?? smsDefaults.monthlyReplenishRate),
  };
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(ZForm), values: initial });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      form.reset(initial);
    } catch {
      form.setFocus("quantity");
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
        <FormField
          control={form.control}
          name="quantity"
          render={({ field }) => (
            <FormItem className="w-44">
              <FormLabel>{enabled ? "Quantity to add" : "Add quantity"}</FormLabel>
              <FormControl>
                <Input inputMode="numeric" autoComplete="off" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="monthlyReplenishRate"
          render={({ field }) => (
            <FormItem className="w-44">
              <FormLabel>Replenish rate</FormLabel>
              <FormControl>
                <Input inputMode="numeric" autoComplete="off" disabled={!enabled} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="mt-[1.375rem]" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <Spinner />}
          {enabled ? "Update quota" : "Enable SMS"}
        </Button>
      </form>
    </Form>
  );
}
