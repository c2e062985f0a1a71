import { formatCents } from "@pos/core/common/money";
import { parseCountEntry } from "@pos/core/shifts/denominations";
import type { CashCount } from "@pos/core/shifts/shift.schema";
import { Input } from "@/components/ui/input";

type DenominationFieldsProps = {
  legend: string;
  denominations: number[];
  count: CashCount;
  onChange: (denomination: number, value: number | null) => void;
  disabled?: boolean;
};

/** One group (Coins or Bills): a whole-number field per denomination with its line amount. */
export function DenominationFields({
  legend,
  denominations,
  count,
  onChange,
  disabled,
}: DenominationFieldsProps) {
  return (
    <fieldset className="grid content-start gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {denominations.map((denomination) => {
        const value = count[String(denomination)] ?? null;
        const id = `count-${denomination}`;
        return (
          <div key={denomination} className="grid grid-cols-[4.5rem_1fr_5.5rem] items-center gap-2">
            <label htmlFor={id} className="text-sm font-medium tabular-nums">
              {formatCents(denomination)}
            </label>
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              className="h-10 text-right tabular-nums"
              value={value === null ? "" : String(value)}
              onChange={(event) => onChange(denomination, parseCountEntry(event.target.value))}
            />
            <span className="text-right text-sm text-muted-foreground tabular-nums" aria-hidden>
              {value ? formatCents(denomination * value) : "-"}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
