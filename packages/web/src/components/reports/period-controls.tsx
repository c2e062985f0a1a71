import type { ReactNode } from "react";
import { reportMonthLimit } from "@pos/core/common/report-range.schema";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { lastAllowedDay } from "./report-period";

export type PeriodChoice<P extends string = string> = { preset: P; from: string; to: string };

/**
 * A report's period: preset toggles and, for the "custom" preset, first and last day (at most 12 months).
 * `children` is shown beside the toggles (e.g. a month or quarter picker for the chosen preset).
 */
export function PeriodControls<P extends string>({
  presets,
  labels,
  value,
  error,
  onPreset,
  onCustom,
  children,
}: {
  presets: readonly P[];
  labels: Record<P, string>;
  value: PeriodChoice<P>;
  error: string | null;
  onPreset: (preset: P) => void;
  onCustom: (next: { from?: string; to?: string }) => void;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <ToggleGroup
        type="single"
        variant="outline"
        value={value.preset}
        onValueChange={(next) => next && onPreset(next as P)}
        aria-label="Period"
        className="flex-wrap"
      >
        {presets.map((preset) => (
          <ToggleGroupItem key={preset} value={preset} className="px-3">
            {labels[preset]}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      {children}
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
