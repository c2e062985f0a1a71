import type { LocationOverride } from "@pos/core/catalog/product.schema";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { OverrideRow } from "./override-row";

export type Place = { id: string; name: string };

const emptyOverride = (locationId: string): LocationOverride => ({
  locationId,
  retailPrice: null,
  wholesaleCost: null,
  isActive: null,
  barcode: null,
});

type OverrideListProps = {
  overrides: LocationOverride[];
  onChange: (next: LocationOverride[]) => void;
  locations: readonly Place[];
  /** Where the list sits in the draft: "" for the product, "childProducts.1." for a child. */
  pathPrefix: string;
  /** A child's name, added to the labels so that each child's controls are told apart. */
  subject: string | null;
  /** The price and cost that apply where an override leaves them empty. */
  price: number | null;
  cost: number | null;
};

/** The locations without an override yet, to pick the next one from. */
export function AddOverridePicker({ overrides, onChange, locations, subject }: OverrideListProps) {
  const available = locations.filter(
    (location) => !overrides.some((item) => item.locationId === location.id),
  );
  if (available.length === 0) return null;
  return (
    <Select value="" onValueChange={(id) => onChange([...overrides, emptyOverride(id)])}>
      <SelectTrigger
        size="sm"
        aria-label={subject ? `Add a location override for ${subject}` : "Add a location override"}
      >
        <SelectValue placeholder="Add a location…" />
      </SelectTrigger>
      <SelectContent align="end">
        {available.map((location) => (
          <SelectItem key={location.id} value={location.id}>
            {location.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The overrides of a product or of one child, each with its price, cost, margin, markup, barcode and state. */
export function OverrideList(props: OverrideListProps) {
  const { overrides, onChange, locations, pathPrefix, subject } = props;
  const nameOf = (id: string) => locations.find((location) => location.id === id)?.name ?? id;
  if (overrides.length === 0)
    return <p className="text-sm text-muted-foreground">Every location sells it as set above.</p>;
  return (
    <ul className="grid gap-3">
      {overrides.map((override, index) => {
        const locationName = nameOf(override.locationId);
        return (
          <OverrideRow
            key={override.locationId}
            path={`${pathPrefix}locationOverrides.${index}`}
            override={override}
            locationName={locationName}
            where={subject ? `${locationName} for ${subject}` : locationName}
            productPrice={props.price}
            productCost={props.cost}
            onChange={(change) =>
              onChange(overrides.map((item, at) => (at === index ? { ...item, ...change } : item)))
            }
            onRemove={() => onChange(overrides.filter((_, at) => at !== index))}
          />
        );
      })}
    </ul>
  );
}
