import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { AdjustStockForm, type AdjustTarget } from "./adjust-stock-form";

type AdjustStockDialogProps = {
  companyId: number;
  locationId: string;
  locationName: string;
  product: AdjustTarget | null;
  onClose: () => void;
};

export function AdjustStockDialog({
  companyId,
  locationId,
  locationName,
  product,
  onClose,
}: AdjustStockDialogProps) {
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adjust {product?.name}</DialogTitle>
          <DialogDescription>
            Stock at {locationName}. The change is kept in the inventory log with its reason.
          </DialogDescription>
        </DialogHeader>
        {product && (
          <AdjustStockForm
            key={`${product.productId}/${product.batchId ?? ""}`}
            companyId={companyId}
            locationId={locationId}
            product={product}
            onDone={onClose}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
