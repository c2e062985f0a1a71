import { reportMonthLimit } from "@pos/core/common/report-range.schema";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { lastAllowedDay, periodLabels, periodPresets, type PeriodPreset } from "./summary-period";

export type PeriodChoice = { preset: PeriodPreset; from: string; to: string };

/** Today, yesterday, the last 7 days, this week, this month, or custom days (at most 12 months). */
export function PeriodControls({
  value,
  error,
  onPreset,
  onCustom,
}: {
  value: PeriodChoice;
  error: string | null;
  onPreset: (preset: PeriodPreset) => void;
  onCustom: (next: { from?: string; to?: string }) => void;
}) {
  return (
    <div className="grid gap-3">
      <ToggleGroup
        type="single"
        variant="outline"
        value={value.preset}
        onValueChange={(next) => next && onPreset(next as PeriodPreset)}
        aria-label="Period"
        className="flex-wrap"
      >
        {periodPresets.map((preset) => (
          <ToggleGroupItem key={preset} value={preset} className="px-3">
            {periodLabels[preset]}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      {value.preset === "custom" && (
        <div className="flex flex-wrap items-start gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="summary-from">From</Label>
            <Input
              id="summary-from"
              type="date"
              value={value.from}
              aria-invalid={error !== null}
              onChange={(event) => onCustom({ from: event.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="summary-to">To</Label>
            <Input
              id="summary-to"
              type="date"
              value={value.to}
              min={value.from || undefined}
              max={value.from ? lastAllowedDay(value.from, reportMonthLimit) : undefined}
              aria-invalid={error !== null}
              aria-describedby={error ? "summary-range-error" : undefined}
              onChange={(event) => onCustom({ to: event.target.value })}
            />
          </div>
          {error && (
            <p id="summary-range-error" role="alert" className="self-end pb-2 text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
