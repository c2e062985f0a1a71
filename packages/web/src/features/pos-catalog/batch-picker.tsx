import type { PosProduct } from "@pos/core/payments/pos-data.schema";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatDate } from "@/lib/format-date";
import type { CatalogIndex } from "./catalog-index";
import { StockNote } from "./stock-note";

type BatchPickerProps = {
  index: CatalogIndex;
  product: PosProduct | null;
  /** A lot number a scanned code carried that the register does not know. */
  unknownLot: string | null;
  onChoose: (product: PosProduct, batchId: string) => void;
  onClose: () => void;
};

/** Which lot of a lot-tracked product is sold: first-expiring first, with what is on hand of each. */
export function BatchPicker({ index, product, unknownLot, onChoose, onClose }: BatchPickerProps) {
  const lots = product ? index.batchesOf(product) : [];
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Choose a lot</DialogTitle>
          <DialogDescription>
            {unknownLot
              ? `Lot ${unknownLot} is not known at this store. Choose the lot on the package of ${product?.name ?? ""}.`
              : `${product?.name ?? ""} has several lots in stock.`}
          </DialogDescription>
        </DialogHeader>
        {lots.length === 0 ? (
          <p className="text-sm text-muted-foreground">No lots have been received for this product.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Lots">
            {lots.map(({ batch, quantity }) => (
              <li key={batch.id}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-3 rounded-md border px-4 py-3 text-left hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  onClick={() => product && onChoose(product, batch.id)}
                >
                  <span>
                    <span className="block font-medium">Lot {batch.lotNumber}</span>
                    <StockNote quantity={quantity} unit={product?.unit ?? "unit"} />
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {batch.expiryDate
                      ? `Expires ${formatDate(`${batch.expiryDate}T12:00:00Z`, "UTC")}`
                      : "No expiry"}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
