import { useWatch } from "react-hook-form";
import { discountKinds, discountLimits, type DiscountKind } from "@pos/core/discounts/discount.schema";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { PercentInput } from "@/components/shared/percent-input";
import type { DiscountFormApi } from "./discount-form-values";
import { kindLabels } from "./discount-text";

const kindHints: Record<DiscountKind, string> = {
  percentage: "A share of the price, such as 15% off.",
  fixedAmount: "A dollar amount off each item, or once off the order.",
  fixedPrice: "Each item sells at this price (never more than its own).",
};

const valueLabels: Record<DiscountKind, string> = {
  percentage: "Percentage",
  fixedAmount: "Amount off",
  fixedPrice: "Price of each item",
};

export function DiscountBasicsSection({ form }: { form: DiscountFormApi }) {
  const kind = useWatch({ control: form.control, name: "kind" });
  const changeKind = (next: DiscountKind) => {
    form.setValue("kind", next, { shouldDirty: true });
    form.setValue("value", Number.NaN, { shouldDirty: true });
    if (next !== "fixedAmount") form.setValue("scope", "item", { shouldDirty: true });
    form.clearErrors(["value", "scope"]);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Discount</CardTitle>
        <CardDescription>
          The name is shown on the register and, beside each line it applies to, on the receipt.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem className="max-w-md">
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input autoComplete="off" maxLength={discountLimits.nameLength} autoFocus {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-3">
          <Label id="discount-kind">Kind</Label>
          <RadioGroup
            aria-labelledby="discount-kind"
            value={kind}
            onValueChange={(next) => changeKind(next as DiscountKind)}
            className="grid gap-3 sm:grid-cols-3"
          >
            {discountKinds.map((option) => (
              <Label
                key={option}
                htmlFor={`kind-${option}`}
                className="flex cursor-pointer items-start gap-3 rounded-md border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
              >
                <RadioGroupItem id={`kind-${option}`} value={option} className="mt-0.5" />
                <span className="grid gap-1">
                  <span className="font-medium">{kindLabels[option]}</span>
                  <span className="text-xs text-muted-foreground">{kindHints[option]}</span>
                </span>
              </Label>
            ))}
          </RadioGroup>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="value"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{valueLabels[kind]}</FormLabel>
                <FormControl>
                  {kind === "percentage" ? (
                    <PercentInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                  ) : (
                    <CurrencyInput
                      onlyPositive
                      max={discountLimits.maxCents}
                      value={Number.isNaN(field.value) ? null : field.value}
                      onChange={(cents) => field.onChange(cents ?? Number.NaN)}
                      onBlur={field.onBlur}
                    />
                  )}
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          {kind === "fixedAmount" && <ScopeField form={form} />}
        </div>
      </CardContent>
    </Card>
  );
}

function ScopeField({ form }: { form: DiscountFormApi }) {
  return (
    <FormField
      control={form.control}
      name="scope"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Applies</FormLabel>
          <FormControl>
            <RadioGroup value={field.value} onValueChange={field.onChange} className="flex h-9 gap-4">
              <Label className="flex items-center gap-2 font-normal">
                <RadioGroupItem value="item" />
                To each item
              </Label>
              <Label className="flex items-center gap-2 font-normal">
                <RadioGroupItem value="order" />
                Once to the order
              </Label>
            </RadioGroup>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
