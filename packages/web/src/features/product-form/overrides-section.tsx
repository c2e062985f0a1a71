import type { LocationOverride } from "@pos/core/catalog/product.schema";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FormSection } from "./form-section";
import { OverrideRow } from "./override-row";
import type { SectionProps } from "./section-props";
import { setField } from "./use-product-draft";

type OverridesProps = SectionProps & { locations: readonly { id: string; name: string }[] };

const emptyOverride = (locationId: string): LocationOverride => ({
  locationId,
  retailPrice: null,
  wholesaleCost: null,
  isActive: null,
  barcode: null,
});

/** Per-location price, cost, barcode and availability; empty values follow the product. */
export function OverridesSection({ draft, edit, locations }: OverridesProps) {
  const overrides = draft.locationOverrides;
  const available = locations.filter(
    (location) => !overrides.some((item) => item.locationId === location.id),
  );
  const nameOf = (id: string) => locations.find((location) => location.id === id)?.name ?? id;
  const setOverrides = (next: LocationOverride[]) => edit(setField("locationOverrides", next));

  const addPicker = available.length > 0 && (
    <Select value="" onValueChange={(id) => setOverrides([...overrides, emptyOverride(id)])}>
      <SelectTrigger size="sm" aria-label="Add a location override">
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

  return (
    <FormSection
      id="overrides"
      title="Location overrides"
      description="A different price, cost, barcode or availability at some locations. Empty values follow the product."
      action={addPicker}
    >
      {overrides.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every location sells it as set above.</p>
      ) : (
        <ul className="grid gap-3">
          {overrides.map((override, index) => (
            <OverrideRow
              key={override.locationId}
              index={index}
              override={override}
              locationName={nameOf(override.locationId)}
              productPrice={draft.price}
              productCost={draft.purchasePrice}
              onChange={(change) =>
                setOverrides(overrides.map((item, at) => (at === index ? { ...item, ...change } : item)))
              }
              onRemove={() => setOverrides(overrides.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
      )}
    </FormSection>
  );
}
