import { X } from "lucide-react";
import { useId } from "react";
import { formatCents } from "@pos/core/common/money";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { trpc } from "@/lib/trpc";
import { formatQuantity } from "./quantities";
import type { LineState } from "./use-conversion-form";

const carry = "carry";

type ConversionLineProps = {
  companyId: number;
  locationId: string;
  line: LineState;
  /** "source": the lot must be chosen; "output": a lot-tracked output may carry the source's lot. */
  side: "source" | "output";
  onChange: (change: Partial<LineState>) => void;
  onRemove: () => void;
};

/** A product of the conversion: its lot, the quantity in its inventory unit and what the location holds. */
export function ConversionLine({
  companyId,
  locationId,
  line,
  side,
  onChange,
  onRemove,
}: ConversionLineProps) {
  const id = useId();
  const { product } = line;
  const holding = trpc.inventoryConversions.holding.useQuery({
    companyId,
    locationId,
    productId: product.id,
  });
  const lots = holding.data ?? [];
  const chosen = lots.find((lot) => lot.batchId === line.batchId) ?? (product.lotted ? null : lots[0]);
  const unit = product.unit;

  return (
    <div className="grid gap-3 rounded-md border p-3" data-testid={`${side}-line`}>
      <div className="flex items-start justify-between gap-2">
        <div className="grid">
          <span className="font-medium">{product.name}</span>
          <span className="text-xs text-muted-foreground">
            {product.sku ? `SKU ${product.sku} · ` : ""}
            {chosen
              ? `On hand ${formatQuantity(chosen.quantity, unit)} at ${formatCents(chosen.unitCost)} per ${unit === "unit" ? "unit" : unit}`
              : product.lotted
                ? "Tracked by lot"
                : "Loading stock…"}
          </span>
        </div>
        <Button variant="ghost" size="icon" aria-label={`Remove ${product.name}`} onClick={onRemove}>
          <X aria-hidden />
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {product.lotted && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-lot`}>Lot</Label>
            <Select
              value={line.batchId ?? (side === "output" ? carry : "")}
              onValueChange={(value) => onChange({ batchId: value === carry ? null : value })}
            >
              <SelectTrigger id={`${id}-lot`} className="w-full">
                <SelectValue placeholder="Choose a lot" />
              </SelectTrigger>
              <SelectContent>
                {side === "output" && <SelectItem value={carry}>Same lot number as the source</SelectItem>}
                {lots.map((lot) => (
                  <SelectItem key={lot.batchId} value={lot.batchId!}>
                    {lot.lotNumber} · {formatQuantity(lot.quantity, unit)}
                    {lot.expiryDate ? ` · expires ${lot.expiryDate}` : ""}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-quantity`}>
            Quantity {side === "source" ? "to convert" : "made"} ({unit === "unit" ? "units" : unit})
          </Label>
          <Input
            id={`${id}-quantity`}
            inputMode="decimal"
            value={line.quantity}
            maxLength={12}
            placeholder="0"
            onChange={(event) => onChange({ quantity: event.target.value.replace(/[^\d.]/g, "") })}
          />
        </div>
      </div>
    </div>
  );
}
