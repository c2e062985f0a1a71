import { formatCents } from "@pos/core/common/money";
import type { PosProduct } from "@pos/core/payments/pos-data.schema";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { CatalogIndex } from "./catalog-index";
import { variantsOf } from "./browse";
import { StockNote } from "./stock-note";

type VariantPickerProps = {
  index: CatalogIndex;
  master: PosProduct | null;
  hideEmpty: boolean;
  onChoose: (variant: PosProduct) => void;
  onClose: () => void;
};

/** A master's variants (sizes, formats) to choose one from; the first one has focus, so Enter takes it. */
export function VariantPicker({ index, master, hideEmpty, onChoose, onClose }: VariantPickerProps) {
  const variants = master ? variantsOf(index, master, hideEmpty) : [];
  return (
    <Dialog open={master !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{master?.name}</DialogTitle>
          <DialogDescription>Choose a variant</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2" aria-label="Variants">
          {variants.map((variant) => (
            <li key={variant.id}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 rounded-md border px-4 py-3 text-left hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                onClick={() => onChoose(variant)}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{variant.name}</span>
                  <StockNote quantity={index.quantityOf(variant)} unit={variant.unit} />
                </span>
                <span className="font-semibold tabular-nums">
                  {variant.price === null ? "Open price" : formatCents(variant.price)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
