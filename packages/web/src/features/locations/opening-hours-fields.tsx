import { useFormState, useWatch, type Control } from "react-hook-form";
import type { z } from "zod";
import { weekdays, type locationFormFor, type Weekday } from "@pos/core/company/location.schema";
import { FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";

export type LocationFormValues = z.input<ReturnType<typeof locationFormFor>>;
export type LocationFormFields = z.output<ReturnType<typeof locationFormFor>>;

const dayLabel = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

type OpeningHoursFieldsProps = {
  control: Control<LocationFormValues, unknown, LocationFormFields>;
};

/** A day's time error under both times, so the message never pushes the closing time onto its own line. */
function DayError({ control, day }: OpeningHoursFieldsProps & { day: Weekday }) {
  const { errors } = useFormState({ control, name: `openingHours.${day}` });
  const times = errors.openingHours?.[day];
  const message = times?.close?.message ?? times?.open?.message;
  return message ? (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/** One row per weekday: open or closed, and the opening and closing times. */
export function OpeningHoursFields({ control }: OpeningHoursFieldsProps) {
  const hours = useWatch({ control, name: "openingHours" });
  return (
    <div className="grid gap-2" role="group" aria-label="Opening hours by day">
      {weekdays.map((day) => {
        const closed = hours[day]?.closed ?? false;
        const label = dayLabel(day);
        return (
          <div
            key={day}
            className="grid grid-cols-[6.5rem_auto_1fr] items-start gap-x-3 gap-y-1 sm:grid-cols-[7rem_6rem_1fr]"
          >
            <span className="pt-2 text-sm font-medium">{label}</span>
            <FormField
              control={control}
              name={`openingHours.${day}.closed`}
              render={({ field }) => (
                <FormItem className="flex items-center gap-2 pt-1.5">
                  <FormControl>
                    <Switch
                      checked={!field.value}
                      onCheckedChange={(open) => field.onChange(!open)}
                      aria-label={`Open on ${label}`}
                    />
                  </FormControl>
                  <span className="text-sm text-muted-foreground">{field.value ? "Closed" : "Open"}</span>
                </FormItem>
              )}
            />
            {closed ? (
              <span aria-hidden />
            ) : (
              <div className="grid gap-1">
                <div className="flex items-center gap-2">
                  {(["open", "close"] as const).map((end) => (
                    <FormField
                      key={end}
                      control={control}
                      name={`openingHours.${day}.${end}`}
                      render={({ field }) => (
                        <FormItem className="flex items-center gap-2">
                          {end === "close" && (
                            <span className="text-sm text-muted-foreground" aria-hidden>
                              to
                            </span>
                          )}
                          <FormLabel className="sr-only">
                            {label} {end === "open" ? "opens at" : "closes at"}
                          </FormLabel>
                          <FormControl>
                            <Input type="time" className="w-32" {...field} />
                          </FormControl>
                        </FormItem>
                      )}
                    />
                  ))}
                </div>
                <DayError control={control} day={day} />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
