import type { ChildProduct, LocationOverride, ProductDraft } from "@pos/core/catalog/product.schema";
import { ChildImage } from "./child-image";
import { AddOverridePicker, OverrideList, type Place } from "./override-list";

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

/** What a child has of its own beyond its row: one image and its location overrides. */
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
