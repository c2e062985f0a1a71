import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { discountLimits, salesChannels, type SalesChannel } from "@pos/core/discounts/discount.schema";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { DiscountFormApi } from "./discount-form-values";

const channelLabels: Record<SalesChannel, string> = { POS: "Register (POS)", ONLINE: "Online orders" };

type Place = { id: string; name: string };

const toggled = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((entry) => entry !== item);

function SwitchRow({
  checked,
  onChange,
  title,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Label className="flex items-start gap-3 font-normal">
      <Switch checked={checked} onCheckedChange={onChange} className="mt-0.5" />
      <span className="grid gap-1">
        <span className="font-medium">{title}</span>
        <span className="text-xs text-muted-foreground">{children}</span>
      </span>
    </Label>
  );
}

export function DiscountOptionsSection({ form, locations }: { form: DiscountFormApi; locations: Place[] }) {
  const isLoyalty = useWatch({ control: form.control, name: "isLoyalty" });
  const automatic = useWatch({ control: form.control, name: "applyAutomatically" });
  const active = useWatch({ control: form.control, name: "isActive" });
  const dirty = { shouldDirty: true } as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Where and how</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <FormField
          control={form.control}
          name="salesChannels"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Sales channels</FormLabel>
              <div className="flex flex-wrap gap-6">
                {salesChannels.map((channel) => (
                  <Label key={channel} className="flex items-center gap-2 font-normal">
                    <Checkbox
                      checked={field.value.includes(channel)}
                      onCheckedChange={(on) => field.onChange(toggled(field.value, channel, on === true))}
                    />
                    {channelLabels[channel]}
                  </Label>
                ))}
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="locationIds"
          render={({ field }) => {
            const chosen = field.value ?? [];
            return (
              <FormItem>
                <FormLabel>Locations</FormLabel>
                <CardDescription>None chosen: every location, including ones added later.</CardDescription>
                <div className="flex flex-wrap gap-x-6 gap-y-2">
                  {locations.map((location) => (
                    <Label key={location.id} className="flex items-center gap-2 font-normal">
                      <Checkbox
                        checked={chosen.includes(location.id)}
                        onCheckedChange={(on) => field.onChange(toggled(chosen, location.id, on === true))}
                      />
                      {location.name}
                    </Label>
                  ))}
                </div>
                <FormMessage />
              </FormItem>
            );
          }}
        />
        <SwitchRow
          checked={automatic ?? false}
          onChange={(on) => form.setValue("applyAutomatically", on, dirty)}
          title="Apply automatically"
        >
          The register applies it to every sale it covers; otherwise the cashier chooses it. Whether automatic
          discounts overlap or stack follows the company&apos;s feature flags.
        </SwitchRow>
        <SwitchRow
          checked={isLoyalty ?? false}
          onChange={(on) => {
            form.setValue("isLoyalty", on, dirty);
            if (!on) form.setValue("loyaltyCost", null, dirty);
          }}
          title="Loyalty reward"
        >
          A customer spends loyalty points to get it.
        </SwitchRow>
        {isLoyalty && (
          <FormField
            control={form.control}
            name="loyaltyCost"
            render={({ field }) => (
              <FormItem className="max-w-48 pl-12">
                <FormLabel>Points cost</FormLabel>
                <FormControl>
                  <Input
                    inputMode="numeric"
                    autoComplete="off"
                    className="text-right tabular-nums"
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    maxLength={String(discountLimits.maxLoyaltyCost).length}
                    value={field.value ?? ""}
                    onChange={(event) => {
                      const digits = event.target.value.replace(/\D/g, "");
                      field.onChange(digits === "" ? null : Number(digits));
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        <SwitchRow
          checked={active ?? true}
          onChange={(on) => form.setValue("isActive", on, dirty)}
          title="Active"
        >
          An inactive discount is kept but never applied.
        </SwitchRow>
      </CardContent>
    </Card>
  );
}
