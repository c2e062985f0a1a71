import { useWatch } from "react-hook-form";
import { weekdays, type Weekday } from "@pos/core/discounts/discount.schema";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import type { DiscountFormApi } from "./discount-form-values";
import { dayLabels } from "./discount-text";

const allDays = (): Weekday[] => [...weekdays];

type TextField = "schedule.from" | "schedule.to" | "schedule.startDate" | "schedule.endDate";

export function DiscountScheduleSection({ form }: { form: DiscountFormApi }) {
  const schedule = useWatch({ control: form.control, name: "schedule" });
  const toggle = (on: boolean) =>
    form.setValue(
      "schedule",
      on ? { days: allDays(), from: null, to: null, startDate: null, endDate: null } : null,
      { shouldDirty: true },
    );

  const textField = (name: TextField, label: string, type: "time" | "date") => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type={type}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ""}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value === "" ? null : event.target.value)}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Schedule</CardTitle>
        <CardDescription>Times are read in each location&apos;s own time zone.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Label className="flex w-fit items-center gap-3 font-normal">
          <Switch checked={schedule != null} onCheckedChange={toggle} />
          Only on certain days or hours
        </Label>
        {schedule && (
          <>
            <FormField
              control={form.control}
              name="schedule.days"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Days</FormLabel>
                  <FormControl>
                    <ToggleGroup
                      type="multiple"
                      variant="outline"
                      value={field.value}
                      onValueChange={(days) => field.onChange(days as Weekday[])}
                      className="flex-wrap"
                    >
                      {weekdays.map((day) => (
                        <ToggleGroupItem key={day} value={day} className="w-14" aria-label={dayLabels[day]}>
                          {dayLabels[day]}
                        </ToggleGroupItem>
                      ))}
                    </ToggleGroup>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid max-w-xl gap-4 sm:grid-cols-2">
              {textField("schedule.from", "From (time)", "time")}
              {textField("schedule.to", "To (time)", "time")}
            </div>
            <p className="-mt-3 text-xs text-muted-foreground">
              Leave both times empty for the whole day. An end before the start runs past midnight.
            </p>
            <div className="grid max-w-xl gap-4 sm:grid-cols-2">
              {textField("schedule.startDate", "Starts on", "date")}
              {textField("schedule.endDate", "Ends on", "date")}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
