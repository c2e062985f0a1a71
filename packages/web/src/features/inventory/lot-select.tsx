import type { OverviewLot } from "@pos/core/inventory/inventory-overview.schema";
import type { BatchView } from "@pos/core/inventory/stock.schema";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { formatUnits } from "./quantity-text";

type LotSelectProps = {
  batches: BatchView[];
  /** The lots held at the location, with their stock. */
  held: OverviewLot[];
  value: string | null;
  onChange: (batchId: string) => void;
  problem?: string;
};

/** The lot to adjust: every lot of the product, earliest expiry first, with what the location holds of it. */
export function LotSelect({ batches, held, value, onChange, problem }: LotSelectProps) {
  const onHand = new Map(held.map((lot) => [lot.batchId, lot.onHand]));
  const sorted = [...batches].sort(
    (a, b) =>
      (a.expiryDate ?? "9999").localeCompare(b.expiryDate ?? "9999") ||
      a.lotNumber.localeCompare(b.lotNumber),
  );
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="adjust-lot">Lot</Label>
      <Select value={value ?? ""} onValueChange={onChange}>
        <SelectTrigger id="adjust-lot" className="w-full" aria-invalid={Boolean(problem)}>
          <SelectValue placeholder={batches.length === 0 ? "This product has no lots yet" : "Choose a lot"} />
        </SelectTrigger>
        <SelectContent>
          {sorted.map((batch) => (
            <SelectItem key={batch.id} value={batch.id}>
              {batch.lotNumber}
              {batch.expiryDate ? ` · expires ${batch.expiryDate}` : ""} ·{" "}
              {formatUnits(onHand.get(batch.id) ?? 0)} on hand
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {problem && <p className="text-sm text-destructive">{problem}</p>}
    </div>
  );
}
