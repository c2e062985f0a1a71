import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import {
  payPeriodKinds,
  payPeriodLabels,
  periodFrom,
  stepPeriod,
  type PayPeriodKind,
  type Period,
} from "./pay-periods";

export type PeriodChoice = Period & { kind: PayPeriodKind };

type Props = {
  value: PeriodChoice;
  rangeError: string | null;
  onChange: (next: PeriodChoice) => void;
};

/** A pay period: its kind, its first day (or, custom, both days) and the previous and next period. */
export function PeriodPicker({ value, rangeError, onChange }: Props) {
  const { kind } = value;
  const fixed = kind === "custom" ? null : kind;
  const step = (direction: -1 | 1) => fixed && onChange({ kind, ...stepPeriod(fixed, value, direction) });
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="period-kind">Pay period</Label>
        <Select
          value={kind}
          onValueChange={(next) => {
            const chosen = next as PayPeriodKind;
            onChange(
              chosen === "custom"
                ? { ...value, kind: chosen }
                : { kind: chosen, ...periodFrom(chosen, value.from) },
            );
          }}
        >
          <SelectTrigger id="period-kind" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {payPeriodKinds.map((option) => (
              <SelectItem key={option} value={option}>
                {payPeriodLabels[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="period-from">{fixed ? "Period starts" : "From"}</Label>
        <div className="flex gap-1">
          {fixed && (
            <Button variant="outline" size="icon" aria-label="Previous period" onClick={() => step(-1)}>
              <ChevronLeft aria-hidden />
            </Button>
          )}
          <Input
            id="period-from"
            type="date"
            required
            value={value.from}
            aria-invalid={rangeError !== null}
            onChange={(event) => {
              const from = event.target.value;
              if (!from) return;
              onChange(fixed ? { kind, ...periodFrom(fixed, from) } : { ...value, from });
            }}
          />
          {fixed && (
            <Button variant="outline" size="icon" aria-label="Next period" onClick={() => step(1)}>
              <ChevronRight aria-hidden />
            </Button>
          )}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="period-to">{fixed ? "Period ends" : "To"}</Label>
        <Input
          id="period-to"
          type="date"
          required
          readOnly={fixed !== null}
          value={value.to}
          aria-invalid={rangeError !== null}
          aria-describedby={rangeError ? "period-error" : undefined}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
        {rangeError && (
          <p id="period-error" role="alert" className="text-sm text-destructive">
            {rangeError}
          </p>
        )}
      </div>
    </>
  );
}
