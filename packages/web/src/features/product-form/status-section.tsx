import { masterIsActive, setActive } from "@pos/core/catalog/product-rules";
import { SwitchRow } from "./field";
import { FormSection } from "./form-section";
import type { SectionProps } from "./section-props";

/** Whether the product is sold; a master follows its children. */
export function StatusSection({ draft, edit }: SectionProps) {
  const active = masterIsActive(draft);
  return (
    <FormSection id="status" title="Status">
      <SwitchRow
        path="isActive"
        label="Active"
        hint={
          draft.isMasterProduct
            ? "A master is active while any child product is; this switches them all."
            : "Inactive products stay in the catalogue but cannot be sold."
        }
        checked={active}
        onCheckedChange={(on) => edit((product) => setActive(product, on))}
      />
    </FormSection>
  );
}
