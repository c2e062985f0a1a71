import type { LocationOverride } from "@pos/core/catalog/product.schema";
import { formatCents } from "@pos/core/common/money";
import { Button } from "@/components/ui/button";
import { FormSection } from "./form-section";
import { AddOverridePicker, OverrideList, type Place } from "./override-list";
import type { SectionProps } from "./section-props";
import { setField } from "./use-product-draft";

type OverridesProps = SectionProps & {
  locations: readonly Place[];
  /** Masters: shows one child with its image and location overrides, to change them there. */
  onOpenChild: (index: number) => void;
};

const stateOf = (active: boolean | null) => (active === null ? "" : active ? ", active" : ", inactive");

/** Per-location price, cost, barcode and availability; empty values follow the product. */
export function OverridesSection({ draft, edit, locations, onOpenChild }: OverridesProps) {
  if (draft.isMasterProduct)
    return <ChildOverrides draft={draft} locations={locations} onOpenChild={onOpenChild} />;
  const list = {
    overrides: draft.locationOverrides,
    onChange: (next: LocationOverride[]) => edit(setField("locationOverrides", next)),
    locations,
    pathPrefix: "",
    subject: null,
    price: draft.price,
    cost: draft.purchasePrice,
  };
  return (
    <FormSection
      id="overrides"
      title="Location overrides"
      description="A different price, cost, barcode or availability at some locations. Empty values follow the product."
      action={<AddOverridePicker {...list} />}
    >
      <OverrideList {...list} />
    </FormSection>
  );
}

/** A master is not sold itself: its children carry the overrides, listed here and changed in each child. */
function ChildOverrides({ draft, locations, onOpenChild }: Omit<OverridesProps, "edit">) {
  const nameOf = (id: string) => locations.find((location) => location.id === id)?.name ?? id;
  const describe = (override: LocationOverride) => {
    const price = override.retailPrice === null ? "price as the child" : formatCents(override.retailPrice);
    return `${nameOf(override.locationId)}: ${price}${stateOf(override.isActive)}`;
  };
  return (
    <FormSection
      id="overrides"
      title="Location overrides"
      description="Each child product has its own prices, costs, barcodes and availability per location."
    >
      <ul aria-label="Location overrides of the child products" className="grid divide-y">
        {draft.childProducts.map((child, index) => {
          const label = child.name || `child ${index + 1}`;
          return (
            <li
              key={child.id ?? `new-${index}`}
              className="flex items-center gap-3 py-2 first:pt-0 last:pb-0"
            >
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="truncate text-sm font-medium">{label}</p>
                <p className="text-sm text-muted-foreground">
                  {child.locationOverrides.length === 0
                    ? "Sold as set in the child everywhere"
                    : child.locationOverrides.map(describe).join(" · ")}
                </p>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Change the location overrides of ${label}`}
                onClick={() => onOpenChild(index)}
              >
                Change
              </Button>
            </li>
          );
        })}
      </ul>
    </FormSection>
  );
}
