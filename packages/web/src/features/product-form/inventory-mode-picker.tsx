import { useState } from "react";
import { inventoryMode, setInventoryMode } from "@pos/core/catalog/product-rules";
import type { InventoryMode } from "@pos/core/catalog/product.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { SectionProps } from "./section-props";

const modes: { value: InventoryMode; label: string; hint: string }[] = [
  { value: "tracked", label: "Track stock", hint: "Counts what is on hand; each sale takes from it." },
  { value: "untracked", label: "Don't track stock", hint: "For services, fees and anything not counted." },
  {
    value: "bulk",
    label: "Master: bulk",
    hint: "The master holds the stock (e.g. grams of flower); child products sell amounts of it.",
  },
  {
    value: "prepack",
    label: "Master: prepack",
    hint: "Each child product is a package with its own stock and barcode.",
  },
];

const isMasterMode = (mode: InventoryMode) => mode === "bulk" || mode === "prepack";

/** How stock is counted; leaving a master mode removes the child products, after asking. */
export function InventoryModePicker({ draft, edit }: SectionProps) {
  const current = inventoryMode(draft);
  const [leaving, setLeaving] = useState<InventoryMode | null>(null);
  const childCount = draft.childProducts.length;

  const choose = (mode: InventoryMode) => {
    if (mode === current) return;
    if (isMasterMode(current) && !isMasterMode(mode) && childCount > 0) setLeaving(mode);
    else edit((product) => setInventoryMode(product, mode));
  };

  return (
    <>
      <RadioGroup
        value={current}
        onValueChange={(value) => choose(value as InventoryMode)}
        aria-label="Inventory mode"
        className="gap-2 sm:grid-cols-2"
      >
        {modes.map((mode) => (
          <label
            key={mode.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
          >
            <RadioGroupItem
              value={mode.value}
              aria-label={mode.label}
              aria-describedby={`mode-${mode.value}-hint`}
              className="mt-0.5"
            />
            <span className="grid gap-1">
              <span className="text-sm font-medium">{mode.label}</span>
              <span id={`mode-${mode.value}-hint`} className="text-xs text-muted-foreground">
                {mode.hint}
              </span>
            </span>
          </label>
        ))}
      </RadioGroup>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={`Remove the ${childCount === 1 ? "child product" : `${childCount} child products`}?`}
        description="A product that is not a master has no child products. They are removed when you save."
        confirmLabel="Remove child products"
        pending={false}
        onConfirm={() => {
          const mode = leaving;
          setLeaving(null);
          if (mode) edit((product) => setInventoryMode(product, mode));
        }}
      />
    </>
  );
}
