import type { ChildProduct, LocationOverride, ProductDraft } from "@pos/core/catalog/product.schema";
import { Input } from "@/components/ui/input";
import { ChildImage } from "./child-image";
import { ListField } from "./list-field";
import { AddOverridePicker, OverrideList, type Place } from "./override-list";
import { orNull } from "./section-props";

type ChildDetailsProps = {
  id: string;
  index: number;
  master: ProductDraft;
  child: ChildProduct;
  label: string;
  companyId: number;
  locations: readonly Place[];
  onChange: (patch: Partial<ChildProduct>) => void;
  onImage: (image: string | null) => void;
};

/** What a child has of its own beyond its row: its GTIN and OCS SKU, one image and its location overrides. */
export function ChildDetails(props: ChildDetailsProps) {
  const { child, label, locations } = props;
  const list = {
    overrides: child.locationOverrides,
    onChange: (next: LocationOverride[]) => props.onChange({ locationOverrides: next }),
    locations,
    pathPrefix: `childProducts.${props.index}.`,
    subject: label,
    price: child.price,
    cost: child.purchasePrice,
  };
  return (
    <div id={props.id} tabIndex={-1} className="grid gap-4 border-t pt-3 outline-none sm:col-span-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <ListField path={`childProducts.${props.index}.gtin`} caption="GTIN">
          {(control) => (
            <Input
              {...control}
              aria-label={`GTIN of ${label}`}
              autoComplete="off"
              inputMode="numeric"
              maxLength={14}
              className="font-mono"
              value={child.gtin ?? ""}
              onChange={(event) => props.onChange({ gtin: orNull(event.target.value.replace(/\D/g, "")) })}
            />
          )}
        </ListField>
        <ListField path={`childProducts.${props.index}.ocsSku`} caption="OCS SKU">
          {(control) => (
            <Input
              {...control}
              aria-label={`OCS SKU of ${label}`}
              autoComplete="off"
              maxLength={20}
              className="font-mono"
              value={child.ocsSku ?? ""}
              onChange={(event) => props.onChange({ ocsSku: orNull(event.target.value) })}
            />
          )}
        </ListField>
      </div>
      <ChildImage
        companyId={props.companyId}
        master={props.master}
        child={child}
        label={label}
        onImage={props.onImage}
      />
      {locations.length > 0 && (
        <section aria-label={`Location overrides of ${label}`} className="grid content-start gap-2">
          <div className="flex min-h-8 items-center justify-between gap-2">
            <span className="text-xs font-medium text-muted-foreground">Location overrides</span>
            <AddOverridePicker {...list} />
          </div>
          <OverrideList {...list} />
        </section>
      )}
    </div>
  );
}
