import { useState, type FormEvent } from "react";
import { formatCents } from "@pos/core/common/money";
import { saleLimits } from "@pos/core/payments/payment.schema";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import type { CartLineState } from "./cart-state";
import { ManagerPasscodeField, useManagerApproval } from "./manager-approval";

type PriceOverrideDialogProps = {
  line: CartLineState | null;
  onClose: () => void;
  /** The clocked-in employee holds CAN_OVERRIDE_PRICES: no manager passcode is asked. */
  canOverride: boolean;
  /** passcode: the approving manager's, null when the employee may override prices themselves. */
  onApply: (lineId: string, price: number | null, passcode: string | null, approverId?: string) => void;
};

/** A unit price set by the cashier, approved by a manager's passcode when the cashier may not set it. */
export function PriceOverrideDialog({ line, onClose, canOverride, onApply }: PriceOverrideDialogProps) {
  return (
    <Dialog open={line !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        {line && (
          <PriceOverrideForm
            key={line.lineId}
            line={line}
            canOverride={canOverride}
            onApply={onApply}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PriceOverrideForm({
  line,
  canOverride,
  onApply,
  onClose,
}: Omit<PriceOverrideDialogProps, "line"> & { line: CartLineState }) {
  const [price, setPrice] = useState<number | null>(line.priceOverride ?? line.product.price);
  const [error, setError] = useState<string | null>(null);
  const approval = useManagerApproval("CAN_OVERRIDE_PRICES");
  const catalogue = line.product.price;
  const unit = line.product.unit === "unit" ? "each" : `per ${line.product.unit}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (price === null) {
      setError("Enter a price");
      return;
    }
    setError(null);
    const next = price === catalogue ? null : price;
    if (canOverride || next === null) {
      onApply(line.lineId, next, null);
      onClose();
      return;
    }
    const approved = await approval.approve();
    if (!approved) return;
    onApply(line.lineId, next, approved.passcode, approved.approver.id);
    onClose();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Change price</DialogTitle>
        <DialogDescription>
          {line.product.name}
          {catalogue !== null
            ? ` · catalogue price ${formatCents(catalogue)} ${unit}`
            : " · price set at the register"}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="override-price">New price ({unit})</Label>
        <CurrencyInput
          id="override-price"
          className="[&_input]:h-12 [&_input]:text-lg"
          autoFocus
          onlyPositive
          max={saleLimits.maxCents}
          value={price}
          onChange={setPrice}
          aria-invalid={error !== null || undefined}
        />
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      {!canOverride && (
        <>
          <p className="text-sm text-muted-foreground">
            You do not have permission to override prices. A manager must approve the new price.
          </p>
          <ManagerPasscodeField id="price-passcode" approval={approval} />
        </>
      )}
      <DialogFooter>
        {line.priceOverride !== null && catalogue !== null && (
          <Button
            type="button"
            variant="ghost"
            size="lg"
            className="mr-auto"
            onClick={() => {
              onApply(line.lineId, null, null);
              onClose();
            }}
          >
            Use catalogue price
          </Button>
        )}
        <Button type="button" variant="outline" size="lg" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" size="lg" disabled={approval.pending}>
          {approval.pending && <Spinner />}
          Set price
        </Button>
      </DialogFooter>
    </form>
  );
}
