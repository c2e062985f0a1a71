import { Trash2 } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import { lineTotal } from "@pos/core/purchasing/purchase-order-view.schema";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { amountsOf, type EditLine } from "./order-lines";

type LinesTableProps = {
  lines: EditLine[];
  isReturn: boolean;
  onChange: (key: string, patch: Partial<EditLine>) => void;
  onRemove: (key: string) => void;
};

/** The editable lines: quantity, unit cost in dollars, the lot of a return, and each line's amount. */
export function OrderLinesTable({ lines, isReturn, onChange, onRemove }: LinesTableProps) {
  const amounts = amountsOf(lines);
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">Product</th>
            {isReturn && <th className="px-3 py-2 font-medium">Lot</th>}
            <th className="w-28 px-3 py-2 text-right font-medium">Quantity</th>
            <th className="w-32 px-3 py-2 text-right font-medium">Unit cost</th>
            <th className="w-28 px-3 py-2 text-right font-medium">Amount</th>
            <th className="w-12 px-3 py-2" />
          </tr>
        </thead>
        <tbody className="divide-y">
          {lines.map((line, index) => (
            <tr key={line.key}>
              <td className="px-3 py-2">
                <div className="font-medium">{line.name}</div>
                <div className="text-xs text-muted-foreground">{line.sku ?? "No SKU"}</div>
              </td>
              {isReturn && (
                <td className="px-3 py-2">
                  {line.lotTracked ? (
                    <Select
                      value={line.batchId ?? ""}
                      onValueChange={(batchId) => onChange(line.key, { batchId })}
                    >
                      <SelectTrigger aria-label={`Lot of ${line.name}`} className="min-w-36">
                        <SelectValue placeholder="Choose a lot" />
                      </SelectTrigger>
                      <SelectContent>
                        {line.lots.map((lot) => (
                          <SelectItem key={lot.id} value={lot.id}>
                            {lot.lotNumber} ({lot.onHand} on hand)
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </td>
              )}
              <td className="px-3 py-2">
                <Input
                  aria-label={`Quantity of ${line.name}`}
                  inputMode="decimal"
                  className="text-right tabular-nums"
                  value={line.quantity}
                  onChange={(event) => onChange(line.key, { quantity: event.target.value })}
                />
              </td>
              <td className="px-3 py-2">
                <CurrencyInput
                  aria-label={`Unit cost of ${line.name}`}
                  className="text-right"
                  onlyPositive
                  max={100_000_000}
                  value={line.unitCost}
                  onChange={(unitCost) => onChange(line.key, { unitCost })}
                />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCents(lineTotal(amounts[index]!))}</td>
              <td className="px-3 py-2 text-right">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${line.name}`}
                  onClick={() => onRemove(line.key)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
