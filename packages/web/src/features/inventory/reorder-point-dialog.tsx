import { useState } from "react";
import { toast } from "sonner";
import { DialogFormFooter } from "@/components/form/dialog-form-footer";
import { FormError } from "@/components/form/form-error";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { parseQuantity } from "./quantity-text";

export type ReorderTarget = {
  productId: string;
  name: string;
  reorderPoint: number | null;
  isDefault: boolean;
};

type ReorderPointDialogProps = {
  companyId: number;
  locationId: string;
  product: ReorderTarget | null;
  onClose: () => void;
};

/** The product's reorder point at this location; cleared, the company's default applies. */
export function ReorderPointDialog({ companyId, locationId, product, onClose }: ReorderPointDialogProps) {
  const utils = trpc.useUtils();
  const [text, setText] = useState(() =>
    product && !product.isDefault && product.reorderPoint !== null ? String(product.reorderPoint) : "",
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = trpc.inventory.setReorderPoint.useMutation({
    onSuccess: async (result) => {
      toast.success(
        result.reorderPoint === null
          ? `${product?.name}: the company's default reorder point applies`
          : `${product?.name}: reorder at ${result.reorderPoint}`,
      );
      await utils.inventory.overview.invalidate();
      onClose();
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!product) return;
    const value = text.trim() === "" ? null : parseQuantity(text);
    if (text.trim() !== "" && (value === null || value < 0)) {
      setProblem("Enter a number of units, 0 or more, or leave empty for the default");
      return;
    }
    save.mutate({ companyId, locationId, productId: product.productId, reorderPoint: value });
  };
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Reorder point of {product?.name}</DialogTitle>
          <DialogDescription>
            The product shows as low on stock when what is on hand here is at or below this many units.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Reorder point">
          <FormError
            title="The reorder point was not saved"
            message={save.error && errorMessage(save.error)}
          />
          <div className="grid max-w-48 gap-1.5">
            <Label htmlFor="reorder-point">Reorder point</Label>
            <Input
              id="reorder-point"
              inputMode="decimal"
              autoComplete="off"
              className="text-right tabular-nums"
              placeholder={product?.isDefault ? `Default: ${product.reorderPoint}` : "None"}
              value={text}
              aria-invalid={Boolean(problem)}
              onChange={(event) => setText(event.target.value)}
            />
            {problem && <p className="text-sm text-destructive">{problem}</p>}
            <p className="text-xs text-muted-foreground">Leave empty to use the company&apos;s default.</p>
          </div>
          <DialogFormFooter onCancel={onClose} pending={save.isPending} submitLabel="Save" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
