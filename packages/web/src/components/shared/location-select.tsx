import { useId } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

type LocationSelectProps = {
  /** The control's id for an outside label; without one the select carries its own "Location" label. */
  id?: string;
  locations: readonly { id: string; name: string }[];
  value: string;
  onChange: (locationId: string) => void;
  /** A first option choosing none (a filter's "All locations"). */
  anyLabel?: string;
  disabled?: boolean;
  /** The trigger's width; at least 11rem unless given. */
  className?: string;
};

const anyValue = "__any";

/** One of the given locations, with its own "Location" label unless an outside label names it by id. */
export function LocationSelect({
  id,
  locations,
  value,
  onChange,
  anyLabel,
  disabled,
  className = "min-w-44",
}: LocationSelectProps) {
  const ownId = useId();
  const select = (
    <Select
      value={value === "" && anyLabel ? anyValue : value}
      onValueChange={(next) => onChange(next === anyValue ? "" : next)}
      disabled={disabled}
    >
      <SelectTrigger id={id ?? ownId} className={className}>
        <SelectValue placeholder="Choose a location" />
      </SelectTrigger>
      <SelectContent>
        {anyLabel && <SelectItem value={anyValue}>{anyLabel}</SelectItem>}
        {locations.map((location) => (
          <SelectItem key={location.id} value={location.id}>
            {location.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
  if (id) return select;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={ownId} className="text-sm text-muted-foreground">
        Location
      </label>
      {select}
    </div>
  );
}
