import { useId } from "react";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Label } from "@/components/ui/label";

export type Extras = { shipping: number; fees: number; taxes: number };

/** Shipping, fees and taxes of the order, in dollars. */
export function OrderExtras({
  value,
  onChange,
}: {
  value: Extras;
  onChange: (patch: Partial<Extras>) => void;
}) {
  const ids = { shipping: useId(), fees: useId(), taxes: useId() };
  const field = (key: keyof Extras, label: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={ids[key]}>{label}</Label>
      <CurrencyInput
        id={ids[key]}
        className="w-32 text-right"
        onlyPositive
        max={1_000_000_000}
        value={value[key]}
        onChange={(cents) => onChange({ [key]: cents ?? 0 })}
      />
    </div>
  );
  return (
    <div className="flex flex-wrap gap-4">
      {field("shipping", "Shipping")}
      {field("fees", "Fees")}
      {field("taxes", "Taxes")}
    </div>
  );
}
