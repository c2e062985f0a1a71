import type { Dispatch, SetStateAction } from "react";
import { Label } from "@/components/ui/label";
import { LocationPicker } from "./location-picker";
import { PeriodControls, type PeriodChoice } from "./period-controls";
import { periodLabels, periodPresets, presetPeriod, type PeriodPreset } from "./report-period";

type Locations = Parameters<typeof LocationPicker>[0]["locations"];

/** A report's period presets (custom days at most 12 months) and its locations, as every sales report offers them. */
export function ReportFilters({
  id,
  today,
  period,
  onPeriod,
  rangeError,
  locations,
  locationIds,
  onLocations,
}: {
  id: string;
  today: string;
  period: PeriodChoice<PeriodPreset>;
  onPeriod: Dispatch<SetStateAction<PeriodChoice<PeriodPreset>>>;
  rangeError: string | null;
  locations: Locations;
  locationIds: string[];
  onLocations: (ids: string[]) => void;
}) {
  return (
    <div className="no-print flex flex-wrap items-start gap-6">
      <PeriodControls
        presets={periodPresets}
        labels={periodLabels}
        value={period}
        error={period.preset === "custom" ? rangeError : null}
        onPreset={(preset) =>
          onPeriod((current) =>
            preset === "custom" ? { ...current, preset } : { preset, ...presetPeriod(preset, today) },
          )
        }
        onCustom={(next) => onPeriod((current) => ({ ...current, ...next, preset: "custom" }))}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={id} className="sr-only">
          Locations
        </Label>
        <LocationPicker id={id} locations={locations} value={locationIds} onChange={onLocations} />
      </div>
    </div>
  );
}
