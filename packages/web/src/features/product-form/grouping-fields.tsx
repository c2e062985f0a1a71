import { useState } from "react";
import { setPricingGroup } from "@pos/core/catalog/product-rules";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "./field";
import { RefSelect, type RefOption } from "./ref-select";
import type { SectionProps } from "./section-props";
import { setField } from "./use-product-draft";

/** Shown only with the company's taxConfig flag on. */
export function TaxConfigsField({ draft, edit, options }: SectionProps & { options: readonly RefOption[] }) {
  const toggle = (id: string, on: boolean) =>
    edit(
      setField(
        "taxConfigs",
        on ? [...draft.taxConfigs, id] : draft.taxConfigs.filter((chosen) => chosen !== id),
      ),
    );
  const hint =
    draft.taxConfigs.length === 0
      ? "None chosen: the tax configurations of its category and location apply."
      : "Only these apply to this product, wherever their locations allow.";
  return (
    <Field path="taxConfigs" label="Tax configurations" hint={hint}>
      {(control) => (
        <div
          id={control.id}
          role="group"
          aria-label="Tax configurations"
          className="grid max-h-48 gap-2 overflow-y-auto rounded-md border p-3"
        >
          {options.length === 0 && (
            <p className="text-sm text-muted-foreground">No tax configurations yet.</p>
          )}
          {options.map((option) => (
            <label key={option.id} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={draft.taxConfigs.includes(option.id)}
                onCheckedChange={(checked) => toggle(option.id, checked === true)}
              />
              {option.name}
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}

/** Shown only with the company's canAccessPricingGroups flag on (dashboard.md 4's pricing group rules). */
export function PricingGroupField({
  draft,
  edit,
  options,
}: SectionProps & { options: readonly RefOption[] }) {
  const [needsRefresh, setNeedsRefresh] = useState(false);
  const change = (id: string | null) => {
    const { needsPricingRefresh } = setPricingGroup(draft, id, draft.id !== null);
    setNeedsRefresh((before) => before || needsPricingRefresh);
    edit((current) => setPricingGroup(current, id, current.id !== null).product);
  };
  const hint = needsRefresh
    ? "The group changed: the price is refreshed from the group when you save."
    : draft.pricingGroupId
      ? "It sells at the group's price. Clearing the group clears the child products' groups."
      : "Products in a pricing group share its price.";
  return (
    <Field path="pricingGroupId" label="Pricing group" hint={hint}>
      {(control) => (
        <RefSelect
          control={control}
          value={draft.pricingGroupId}
          onChange={change}
          options={options}
          noneLabel="No pricing group"
        />
      )}
    </Field>
  );
}
