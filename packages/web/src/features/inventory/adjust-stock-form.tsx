import { useState } from "react";
import { toast } from "sonner";
import {
  adjustmentReasonLabels,
  adjustmentReasons,
  inventoryMessages,
  type AdjustmentReason,
} from "@pos/core/inventory/inventory-log.schema";
import { FormError } from "@/components/form/form-error";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { LotSelect, newLotChoice, type NewLot } from "./lot-select";
import { formatUnits, parseQuantity } from "./quantity-text";

/** The product to adjust; a lot chosen already (overview) or named by a scanned GS1 code (update screen). */
export type AdjustTarget = {
  productId: string;
  name: string;
  batchId?: string | null;
  lotNumber?: string | null;
  lotExpiry?: string | null;
};

type AdjustStockFormProps = {
  companyId: number;
  locationId: string;
  product: AdjustTarget;
  onDone: () => void;
  onCancel?: () => void;
};

type Problems = Partial<Record<"quantity" | "batchId", string>>;

/** Quantity (+ in, − out), reason, note, lot (lot-tracked products) and, for units received, their cost. */
export function AdjustStockForm({ companyId, locationId, product, onDone, onCancel }: AdjustStockFormProps) {
  const utils = trpc.useUtils();
  const stock = trpc.inventory.productAtLocation.useQuery({
    companyId,
    locationId,
    productId: product.productId,
  });
  const [quantity, setQuantity] = useState("");
  const [reason, setReason] = useState<AdjustmentReason>("received");
  const [note, setNote] = useState("");
  const [unitCost, setUnitCost] = useState<number | null>(null);
  const [pickedLot, setBatchId] = useState<string | null>(product.batchId ?? null);
  const [newLot, setNewLot] = useState<NewLot>({
    lotNumber: product.lotNumber ?? "",
    expiryDate: product.lotExpiry ?? "",
  });
  const [problems, setProblems] = useState<Problems>({});
  const addLot = trpc.inventory.addLot.useMutation();
  const adjust = trpc.inventory.adjust.useMutation({
    onSuccess: async (entry) => {
      toast.success(`${product.name}: ${formatUnits(entry.quantityAfter)} on hand`);
      await utils.inventory.invalidate();
      onDone();
    },
  });
  const view = stock.data;
  // A scanned lot preselects that lot, or a new lot of that number when the product has none yet.
  const scanned = product.lotNumber
    ? (view?.batches.find((batch) => batch.lotNumber === product.lotNumber)?.id ?? newLotChoice)
    : null;
  const batchId = pickedLot ?? scanned;
  const here = view?.locations[0];
  const lotOnHand = here?.lots.find((lot) => lot.batchId === batchId)?.onHand;
  const current = view?.lotTracked ? (batchId ? (lotOnHand ?? 0) : null) : (here?.onHand ?? null);
  const receiving = reason === "received";

  const creating = view?.lotTracked === true && batchId === newLotChoice;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const amount = parseQuantity(quantity);
    const found: Problems = {};
    if (amount === null) found.quantity = "Enter a quantity, e.g. 12 or -3";
    else if (amount === 0) found.quantity = inventoryMessages.zeroQuantity;
    if (view?.lotTracked && !batchId) found.batchId = inventoryMessages.lotRequired(product.name);
    if (creating && !newLot.lotNumber.trim()) found.batchId = "Lot number is required";
    setProblems(found);
    if (amount === null || Object.keys(found).length > 0) return;
    const lot = creating
      ? await addLot
          .mutateAsync({
            companyId,
            locationId,
            productId: product.productId,
            lotNumber: newLot.lotNumber.trim(),
            expiryDate: newLot.expiryDate || null,
          })
          .catch(() => null)
      : null;
    if (creating && !lot) return;
    adjust.mutate({
      companyId,
      locationId,
      productId: product.productId,
      batchId: view?.lotTracked ? (lot?.id ?? batchId) : null,
      quantity: amount,
      reason,
      note: note.trim() || null,
      unitCost: receiving && amount > 0 ? unitCost : null,
    });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4"
      aria-label={`Adjust ${product.name}`}
    >
      <FormError
        title="The stock was not changed"
        message={(adjust.error ?? addLot.error) && errorMessage(adjust.error ?? addLot.error)}
      />
      {stock.error && <FormError title="The stock could not be read" message={errorMessage(stock.error)} />}
      {view?.lotTracked && (
        <LotSelect
          batches={view.batches}
          held={here?.lots ?? []}
          value={batchId}
          onChange={(next) => {
            setBatchId(next);
            setProblems(({ batchId: _, ...rest }) => rest);
          }}
          newLot={newLot}
          onNewLotChange={setNewLot}
          problem={problems.batchId}
        />
      )}
      <div className="grid grid-cols-2 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="adjust-quantity">Quantity (+ in, − out)</Label>
          <Input
            id="adjust-quantity"
            inputMode="decimal"
            autoComplete="off"
            className="text-right tabular-nums"
            placeholder="e.g. 12 or -3"
            value={quantity}
            aria-invalid={Boolean(problems.quantity)}
            aria-describedby={problems.quantity ? "adjust-quantity-problem" : undefined}
            onChange={(event) => {
              setQuantity(event.target.value);
              setProblems(({ quantity: _, ...rest }) => rest);
            }}
          />
          {problems.quantity && (
            <p id="adjust-quantity-problem" className="text-sm text-destructive">
              {problems.quantity}
            </p>
          )}
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {current === null ? "\u00a0" : `On hand now: ${formatUnits(current)}`}
          </p>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="adjust-reason">Reason</Label>
          <Select value={reason} onValueChange={(next) => setReason(next as AdjustmentReason)}>
            <SelectTrigger id="adjust-reason" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {adjustmentReasons.map((entry) => (
                <SelectItem key={entry} value={entry}>
                  {adjustmentReasonLabels[entry]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {receiving && (
        <div className="grid max-w-48 gap-1.5">
          <Label htmlFor="adjust-cost">Unit cost</Label>
          <CurrencyInput
            id="adjust-cost"
            value={unitCost}
            onChange={setUnitCost}
            onlyPositive
            max={100_000_000}
          />
          <p className="text-xs text-muted-foreground">Leave empty to keep the current cost.</p>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="adjust-note">Note</Label>
        <Textarea
          id="adjust-note"
          maxLength={500}
          rows={2}
          placeholder="Optional, e.g. delivery number or what happened"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={adjust.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={adjust.isPending || addLot.isPending || !view}>
          {(adjust.isPending || addLot.isPending) && <Spinner label="Saving" />}
          Save adjustment
        </Button>
      </div>
    </form>
  );
}
