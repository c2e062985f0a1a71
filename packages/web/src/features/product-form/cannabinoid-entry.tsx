import { Trash2 } from "lucide-react";
import { cannabinoidUnits, netContentUnits, type CannabinoidEntry } from "@pos/core/catalog/product.schema";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { DecimalInput, Field, SwitchRow } from "./field";
import { orNull } from "./section-props";

type Measure = "thc" | "minTHC" | "maxTHC" | "cbd" | "minCBD" | "maxCBD" | "quantity" | "netContent";

const measures: { key: Measure; label: string }[] = [
  { key: "thc", label: "THC" },
  { key: "minTHC", label: "Min THC" },
  { key: "maxTHC", label: "Max THC" },
  { key: "cbd", label: "CBD" },
  { key: "minCBD", label: "Min CBD" },
  { key: "maxCBD", label: "Max CBD" },
];

type EntryProps = {
  index: number;
  entry: CannabinoidEntry;
  locations: readonly { id: string; name: string }[];
  onChange: (entry: CannabinoidEntry) => void;
  onRemove: () => void;
};

/** One set of cannabinoid values: for a batch (lot) or for some locations. */
export function CannabinoidEntryEditor({ index, entry, locations, onChange, onRemove }: EntryProps) {
  const path = `cannabinoidMetaData.${index}`;
  const set = <K extends keyof CannabinoidEntry>(key: K, value: CannabinoidEntry[K]) =>
    onChange({ ...entry, [key]: value });
  const toggleLocation = (id: string, on: boolean) =>
    set("locationIds", on ? [...entry.locationIds, id] : entry.locationIds.filter((kept) => kept !== id));
  const title = entry.isLocationCannabinoid
    ? `Locations: ${entry.locationIds.map((id) => locations.find((item) => item.id === id)?.name ?? id).join(", ") || "none chosen"}`
    : `Batch ${entry.batchNumber ?? "(no batch number)"}`;

  return (
    <li aria-label={`Cannabinoids ${index + 1}`} className="grid gap-4 rounded-lg border bg-muted/20 p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="truncate text-sm font-medium">{title}</p>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden />
          Remove
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field path={`${path}.batchNumber`} label="Batch number">
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={64}
              className="font-mono"
              value={entry.batchNumber ?? ""}
              onChange={(event) => set("batchNumber", orNull(event.target.value))}
            />
          )}
        </Field>
        <div className="sm:pt-7">
          <SwitchRow
            path={`${path}.isLocationCannabinoid`}
            label="For specific locations"
            checked={entry.isLocationCannabinoid}
            onCheckedChange={(on) =>
              onChange({ ...entry, isLocationCannabinoid: on, locationIds: on ? entry.locationIds : [] })
            }
          />
        </div>
      </div>
      {entry.isLocationCannabinoid && (
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className="mb-2 text-sm font-medium">Locations</legend>
          {locations.map((location) => (
            <Label key={location.id} className="font-normal">
              <Checkbox
                checked={entry.locationIds.includes(location.id)}
                onCheckedChange={(checked) => toggleLocation(location.id, checked === true)}
              />
              {location.name}
            </Label>
          ))}
        </fieldset>
      )}
      <div className="grid grid-cols-3 gap-4">
        {measures.map((measure) => (
          <Field key={measure.key} path={`${path}.${measure.key}`} label={measure.label}>
            {(control) => (
              <DecimalInput
                {...control}
                suffix={entry.unit}
                value={entry[measure.key]}
                onChange={(value) => set(measure.key, value)}
              />
            )}
          </Field>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.6fr)]">
        <Field path={`${path}.unit`} label="Unit">
          {(control) => (
            <Select
              value={entry.unit}
              onValueChange={(unit) => set("unit", unit as CannabinoidEntry["unit"])}
            >
              <SelectTrigger {...control} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {cannabinoidUnits.map((unit) => (
                  <SelectItem key={unit} value={unit}>
                    {unit}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <Field path={`${path}.quantity`} label="Quantity">
          {(control) => (
            <DecimalInput {...control} value={entry.quantity} onChange={(value) => set("quantity", value)} />
          )}
        </Field>
        <Field path={`${path}.netContent`} label="Net content">
          {(control) => (
            <div className="flex gap-2">
              <DecimalInput
                {...control}
                className="flex-1"
                value={entry.netContent}
                onChange={(value) => set("netContent", value)}
              />
              <Select
                value={entry.netContentUnit ?? "none"}
                onValueChange={(unit) =>
                  set("netContentUnit", unit === "none" ? null : (unit as CannabinoidEntry["netContentUnit"]))
                }
              >
                <SelectTrigger aria-label="Net content unit" className="w-24">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="none">—</SelectItem>
                  {netContentUnits.map((unit) => (
                    <SelectItem key={unit} value={unit}>
                      {unit}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
        </Field>
      </div>
      <SwitchRow
        path={`${path}.showMaxMin`}
        label="Show the range"
        hint="Labels and receipts show min–max instead of the single value."
        checked={entry.showMaxMin}
        onCheckedChange={(on) => set("showMaxMin", on)}
      />
    </li>
  );
}
