import { useId } from "react";
import { restockReportDefaults } from "@pos/core/reports/restock-report.schema";
import { LocationSelect } from "@/components/shared/location-select";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const all = "all";

type Option = { id: string; name: string };

export type RestockFilterValues = {
  locationId: string;
  categoryId: string;
  supplierId: string;
  /** As typed; the report runs when it is a whole number of days in range. */
  horizonDays: string;
};

/** A whole number of days between 1 and the limit, or null. */
export function horizonOf(value: string): number | null {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= restockReportDefaults.maxHorizonDays ? days : null;
}

function OptionSelect(props: {
  id: string;
  label: string;
  anyLabel: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={props.id} className="text-xs text-muted-foreground">
        {props.label}
      </Label>
      <Select
        value={props.value || all}
        onValueChange={(value) => props.onChange(value === all ? "" : value)}
      >
        <SelectTrigger id={props.id} className="min-w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={all}>{props.anyLabel}</SelectItem>
          {props.options.map((option) => (
            <SelectItem key={option.id} value={option.id}>
              {option.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** analytics/restock's filters: the location, category, supplier and the days ahead that count as running out. */
export function RestockFilters({
  values,
  locations,
  categories,
  suppliers,
  onChange,
}: {
  values: RestockFilterValues;
  locations: readonly Option[];
  categories: readonly Option[];
  suppliers: readonly Option[];
  onChange: (key: keyof RestockFilterValues, value: string) => void;
}) {
  const ids = { location: useId(), category: useId(), supplier: useId(), days: useId(), daysError: useId() };
  const daysInvalid = horizonOf(values.horizonDays) === null;
  return (
    <div className="no-print flex flex-wrap items-start gap-4 border-b px-4 py-3">
      <div className="grid gap-1.5">
        <Label htmlFor={ids.location} className="text-xs text-muted-foreground">
          Location
        </Label>
        <LocationSelect
          id={ids.location}
          locations={locations}
          value={values.locationId}
          onChange={(value) => onChange("locationId", value)}
        />
      </div>
      <OptionSelect
        id={ids.category}
        label="Category"
        anyLabel="All categories"
        options={categories}
        value={values.categoryId}
        onChange={(value) => onChange("categoryId", value)}
      />
      <OptionSelect
        id={ids.supplier}
        label="Supplier"
        anyLabel="All suppliers"
        options={suppliers}
        value={values.supplierId}
        onChange={(value) => onChange("supplierId", value)}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={ids.days} className="text-xs text-muted-foreground">
          Runs out within (days)
        </Label>
        <Input
          id={ids.days}
          type="number"
          inputMode="numeric"
          min={1}
          max={restockReportDefaults.maxHorizonDays}
          className="w-32"
          value={values.horizonDays}
          aria-invalid={daysInvalid}
          aria-describedby={daysInvalid ? ids.daysError : undefined}
          onChange={(event) => onChange("horizonDays", event.target.value)}
        />
        {daysInvalid && (
          <p id={ids.daysError} className="text-xs text-destructive">
            Enter a whole number of days from 1 to {restockReportDefaults.maxHorizonDays}
          </p>
        )}
      </div>
    </div>
  );
}
