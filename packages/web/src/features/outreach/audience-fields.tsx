import type { ReactNode } from "react";
import type { AudienceInput } from "@pos/core/outreach/broadcast.schema";
import { CurrencyInput } from "@/components/shared/currency-input";
import { LocationSelect } from "@/components/shared/location-select";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";

export type FieldErrors = Record<string, string>;

type AudienceFieldsProps = {
  audience: AudienceInput;
  onChange: (audience: AudienceInput) => void;
  locations: readonly { id: string; name: string }[];
  errors: FieldErrors;
};

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

const wholeOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text));

/** Who the broadcast goes to: the channel, then optional filters on last visit, spend, points and location. */
export function AudienceFields({ audience, onChange, locations, errors }: AudienceFieldsProps) {
  const set = (patch: Partial<AudienceInput>) => onChange({ ...audience, ...patch });
  const whole = (
    key: "visitedWithinDays" | "notVisitedForDays" | "minPoints" | "maxPoints",
    label: string,
  ) => (
    <Field id={`audience-${key}`} label={label} error={errors[`audience.${key}`]}>
      <Input
        id={`audience-${key}`}
        inputMode="numeric"
        placeholder="Any"
        value={audience[key] ?? ""}
        aria-invalid={Boolean(errors[`audience.${key}`])}
        onChange={(event) => set({ [key]: wholeOrNull(event.target.value) })}
      />
    </Field>
  );
  const money = (key: "minSpent" | "maxSpent", label: string) => (
    <Field id={`audience-${key}`} label={label} error={errors[`audience.${key}`]}>
      <CurrencyInput
        id={`audience-${key}`}
        placeholder="Any"
        onlyPositive
        value={audience[key] ?? null}
        aria-invalid={Boolean(errors[`audience.${key}`])}
        onChange={(cents) => set({ [key]: cents })}
      />
    </Field>
  );

  return (
    <div className="grid gap-5">
      <RadioGroup
        value={audience.channel}
        onValueChange={(channel) => set({ channel: channel as AudienceInput["channel"] })}
        aria-label="Channel"
        className="grid-cols-2"
      >
        {(
          [
            ["email", "E-mail", "Subject and message, with an unsubscribe link"],
            ["sms", "SMS", "Uses the SMS quota; ends with Reply STOP"],
          ] as const
        ).map(([value, label, hint]) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
          >
            <RadioGroupItem value={value} aria-label={label} className="mt-0.5" />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{label}</span>
              <span className="text-xs text-muted-foreground">{hint}</span>
            </span>
          </label>
        ))}
      </RadioGroup>
      <div className="grid gap-4 sm:grid-cols-2">
        {whole("visitedWithinDays", "Visited in the last (days)")}
        {whole("notVisitedForDays", "Not visited for (days)")}
        {money("minSpent", "Spent at least")}
        {money("maxSpent", "Spent at most")}
        {whole("minPoints", "Loyalty points at least")}
        {whole("maxPoints", "Loyalty points at most")}
        <Field id="audience-location" label="Bought at" error={errors["audience.locationId"]}>
          <LocationSelect
            id="audience-location"
            locations={locations}
            value={audience.locationId ?? ""}
            anyLabel="Any location"
            className="w-full"
            onChange={(locationId) => set({ locationId: locationId === "" ? null : locationId })}
          />
        </Field>
      </div>
    </div>
  );
}
