import type { OverviewLot } from "@pos/core/inventory/inventory-overview.schema";
import type { BatchView } from "@pos/core/inventory/stock.schema";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { formatUnits } from "./quantity-text";

/** The Select value of "a new lot" (lot ids never look like this). */
export const newLotChoice = "__new";

export type NewLot = { lotNumber: string; expiryDate: string };

type LotSelectProps = {
  batches: BatchView[];
  /** The lots held at the location, with their stock. */
  held: OverviewLot[];
  /** A lot id, `newLotChoice`, or null before a choice. */
  value: string | null;
  onChange: (choice: string) => void;
  newLot: NewLot;
  onNewLotChange: (lot: NewLot) => void;
  problem?: string;
};

/** The lot to adjust: every lot of the product, earliest expiry first, with what the location holds; or a new lot. */
export function LotSelect({
  batches,
  held,
  value,
  onChange,
  newLot,
  onNewLotChange,
  problem,
}: LotSelectProps) {
  const onHand = new Map(held.map((lot) => [lot.batchId, lot.onHand]));
  const sorted = [...batches].sort(
    (a, b) =>
      (a.expiryDate ?? "9999").localeCompare(b.expiryDate ?? "9999") ||
      a.lotNumber.localeCompare(b.lotNumber),
  );
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="adjust-lot">Lot</Label>
        <Select value={value ?? ""} onValueChange={onChange}>
          <SelectTrigger id="adjust-lot" className="w-full" aria-invalid={Boolean(problem)}>
            <SelectValue placeholder="Choose a lot" />
          </SelectTrigger>
          <SelectContent>
            {sorted.map((batch) => (
              <SelectItem key={batch.id} value={batch.id}>
                {batch.lotNumber}
                {batch.expiryDate ? ` · expires ${batch.expiryDate}` : ""} ·{" "}
                {formatUnits(onHand.get(batch.id) ?? 0)} on hand
              </SelectItem>
            ))}
            {sorted.length > 0 && <SelectSeparator />}
            <SelectItem value={newLotChoice}>New lot…</SelectItem>
          </SelectContent>
        </Select>
        {problem && <p className="text-sm text-destructive">{problem}</p>}
      </div>
      {value === newLotChoice && (
        <div className="grid grid-cols-2 gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="new-lot-number">Lot number</Label>
            <Input
              id="new-lot-number"
              maxLength={20}
              autoComplete="off"
              placeholder="As printed on the package"
              value={newLot.lotNumber}
              onChange={(event) => onNewLotChange({ ...newLot, lotNumber: event.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="new-lot-expiry">Expiry date</Label>
            <Input
              id="new-lot-expiry"
              type="date"
              value={newLot.expiryDate}
              onChange={(event) => onNewLotChange({ ...newLot, expiryDate: event.target.value })}
            />
          </div>
        </div>
      )}
    </div>
  );
}
