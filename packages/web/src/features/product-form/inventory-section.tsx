import { setBatchTracked, setUnit } from "@pos/core/catalog/product-rules";
import { productUnits, type ProductUnit } from "@pos/core/catalog/product.schema";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { DecimalInput, Field, SwitchRow } from "./field";
import { FormSection } from "./form-section";
import { InventoryModePicker } from "./inventory-mode-picker";
import type { SectionProps } from "./section-props";
import { setField } from "./use-product-draft";

export const unitLabels: Record<ProductUnit, string> = {
  unit: "Unit (each)",
  g: "Grams (g)",
  mg: "Milligrams (mg)",
  kg: "Kilograms (kg)",
  ml: "Millilitres (ml)",
  l: "Litres (l)",
  oz: "Ounces (oz)",
};

type InventoryProps = SectionProps & {
  /** Lot tracking as last saved: once saved on, it stays on. */
  savedBatchTracked: boolean;
};

/** Inventory mode, unit and amount per sale, lot tracking and cost tracking. */
export function InventorySection({ draft, edit, savedBatchTracked }: InventoryProps) {
  const byUnit = draft.unit === "unit";
  return (
    <FormSection id="inventory" title="Inventory" description="How stock of this product is counted.">
      <div className="grid gap-5">
        <InventoryModePicker draft={draft} edit={edit} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            path="unit"
            label="Sold by"
            hint={draft.isMasterProduct ? "Copied to the child products." : undefined}
          >
            {(control) => (
              <Select
                value={draft.unit}
                onValueChange={(unit) => edit((product) => setUnit(product, unit as ProductUnit))}
              >
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {productUnits.map((unit) => (
                    <SelectItem key={unit} value={unit}>
                      {unitLabels[unit]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <Field
            path="inventorySubtractAmount"
            label="Amount per sale"
            hint={
              byUnit ? "Sold by the unit: each sale takes 1." : `Taken from stock per sale, in ${draft.unit}.`
            }
          >
            {(control) => (
              <DecimalInput
                {...control}
                disabled={byUnit}
                suffix={byUnit ? undefined : draft.unit}
                value={draft.inventorySubtractAmount}
                onChange={(amount) => edit(setField("inventorySubtractAmount", amount ?? 0))}
              />
            )}
          </Field>
        </div>
        <SwitchRow
          path="isBatchTracked"
          label="Track lots"
          hint={
            savedBatchTracked
              ? "Lot tracking cannot be turned off once it is on."
              : "Stock is received and sold by lot (batch number). Once saved on, it cannot be turned off."
          }
          checked={draft.isBatchTracked}
          disabled={savedBatchTracked}
          onCheckedChange={(on) => edit((product) => setBatchTracked(product, on, savedBatchTracked))}
        />
        <SwitchRow
          path="trackPurchaseOrderCosts"
          label="Update cost from purchase orders"
          hint="Receiving a purchase order sets the cost to what you paid."
          checked={draft.trackPurchaseOrderCosts}
          onCheckedChange={(on) => edit(setField("trackPurchaseOrderCosts", on))}
        />
        <SwitchRow
          path="trackConversionCosts"
          label="Update cost from conversions"
          hint="Converting stock into this product (e.g. bulk into packs) carries the cost over."
          checked={draft.trackConversionCosts}
          onCheckedChange={(on) => edit(setField("trackConversionCosts", on))}
        />
      </div>
    </FormSection>
  );
}
