import { Plus } from "lucide-react";
import { useState } from "react";
import {
  addChild,
  inventoryMode,
  removeChild,
  setChildActive,
  setChildImage,
} from "@pos/core/catalog/product-rules";
import { catalogLimits, type ChildProduct } from "@pos/core/catalog/product.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useProblem } from "./field";
import { ChildDetails } from "./child-details";
import { ChildRow } from "./child-row";
import { FormSection } from "./form-section";
import type { Place } from "./override-list";
import type { SectionProps } from "./section-props";

type ChildrenProps = SectionProps & {
  companyId: number;
  locations: readonly Place[];
  /** The indexes of the children shown with their image and location overrides. */
  openChildren: readonly number[];
  setOpenChildren: (change: (open: readonly number[]) => number[]) => void;
};

export const childDetailsId = (index: number) => `child-${index}-details`;

/** A master's child products: the sizes or packages actually sold. */
export function ChildrenSection({
  draft,
  edit,
  companyId,
  locations,
  openChildren,
  setOpenChildren,
}: ChildrenProps) {
  const [removing, setRemoving] = useState<number | null>(null);
  const listProblem = useProblem("childProducts");
  const bulk = inventoryMode(draft) === "bulk";
  const children = draft.childProducts;
  const full = children.length >= catalogLimits.children;
  const patch = (index: number, change: Partial<ChildProduct>) =>
    edit((product) => ({
      ...product,
      childProducts: product.childProducts.map((child, at) =>
        at === index ? { ...child, ...change } : child,
      ),
    }));
  const removingName = removing === null ? "" : children[removing]?.name || `child ${removing + 1}`;

  return (
    <FormSection
      id="children"
      title="Child products"
      description={
        bulk
          ? "What is sold from the master's stock; each sale takes its amount from the master."
          : "The packages that are sold; each has its own stock, barcode and price."
      }
      action={
        <Button type="button" variant="outline" size="sm" disabled={full} onClick={() => edit(addChild)}>
          <Plus aria-hidden />
          Add child product
        </Button>
      }
    >
      {listProblem && <p className="mb-3 text-sm text-destructive">{listProblem}</p>}
      <ul className="grid gap-3">
        {children.map((child, index) => (
          <ChildRow
            key={child.id ?? `new-${index}`}
            index={index}
            child={child}
            bulkUnit={bulk ? draft.unit : null}
            onChange={(change) => patch(index, change)}
            onActive={(active) => edit((product) => setChildActive(product, index, active))}
            onRemove={() => setRemoving(index)}
            expanded={openChildren.includes(index)}
            onToggle={() =>
              setOpenChildren((open) =>
                open.includes(index) ? open.filter((at) => at !== index) : [...open, index],
              )
            }
            detailsId={childDetailsId(index)}
            details={
              <ChildDetails
                id={childDetailsId(index)}
                index={index}
                master={draft}
                child={child}
                label={child.name || `child ${index + 1}`}
                companyId={companyId}
                locations={locations}
                onChange={(change) => patch(index, change)}
                onImage={(image) => edit((product) => setChildImage(product, index, image))}
              />
            }
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removingName}?`}
        description="The child product is removed from this master when you save."
        confirmLabel="Remove"
        pending={false}
        onConfirm={() => {
          const index = removing;
          setRemoving(null);
          if (index === null) return;
          edit((product) => removeChild(product, index));
          setOpenChildren((open) =>
            open.filter((at) => at !== index).map((at) => (at > index ? at - 1 : at)),
          );
        }}
      />
    </FormSection>
  );
}
