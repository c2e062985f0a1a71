import { Minus, Plus } from "lucide-react";
import type { PaymentLineView } from "@pos/core/payments/payment.schema";
import { formatCents } from "@pos/core/common/money";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { unitsLeft, type LineChoice } from "./refund-selection";

type RefundLineRowProps = {
  line: PaymentLineView;
  choice: LineChoice;
  onChange: (choice: LineChoice) => void;
};

/** One line of the sale: how many units go back (steppers for whole units), and whether they are restocked. */
export function RefundLineRow({ line, choice, onChange }: RefundLineRowProps) {
  const left = unitsLeft(line);
  const step = Number.isInteger(line.units) ? 1 : 0.1;
  const clamp = (units: number) => Math.min(left, Math.max(0, Math.round(units * 1000) / 1000));
  const id = `refund-${line.lineId}`;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium">{line.productName}</p>
        <p className="text-sm text-muted-foreground">
          {left === 0
            ? "Already refunded"
            : `${left} of ${line.units} left · ${formatCents(line.total)} paid`}
        </p>
      </div>
      <div
        className="flex items-center gap-1"
        role="group"
        aria-label={`Units of ${line.productName} to refund`}
      >
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-10"
          disabled={choice.units <= 0}
          aria-label={`One less ${line.productName}`}
          onClick={() => onChange({ ...choice, units: clamp(choice.units - step) })}
        >
          <Minus aria-hidden />
        </Button>
        <Input
          id={id}
          className="h-10 w-16 text-center tabular-nums"
          inputMode="decimal"
          aria-label={`Refund units of ${line.productName}`}
          disabled={left === 0}
          value={String(choice.units)}
          onChange={(event) => {
            const units = Number(event.target.value.replace(/[^\d.]/g, ""));
            onChange({ ...choice, units: Number.isFinite(units) ? clamp(units) : 0 });
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-10"
          disabled={choice.units >= left}
          aria-label={`One more ${line.productName}`}
          onClick={() => onChange({ ...choice, units: clamp(choice.units + step) })}
        >
          <Plus aria-hidden />
        </Button>
      </div>
      {line.stockProductId !== null && left > 0 && (
        <label className="col-span-2 flex items-center gap-2 text-sm">
          <Checkbox
            checked={choice.restock}
            onCheckedChange={(checked) => onChange({ ...choice, restock: checked === true })}
          />
          Put back in stock
        </label>
      )}
    </li>
  );
}
