import * as React from "react";

import { cn } from "../../lib/utils";
import { Input } from "../ui/input";
import { currencyInputChange, formatCentsForInput, parseCurrencyInput } from "./currency";

export type CurrencyInputProps = Omit<
  React.ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "type" | "max"
> & {
  /** Integer cents, or null when empty. */
  value: number | null | undefined;
  onChange: (cents: number | null) => void;
  /** Largest allowed magnitude, in cents. */
  max?: number;
  onlyPositive?: boolean;
};

export function CurrencyInput({
  value,
  onChange,
  max,
  onlyPositive,
  className,
  placeholder = "0.00",
  ...props
}: CurrencyInputProps) {
  const current = value ?? null;
  const [display, setDisplay] = React.useState(() => formatCentsForInput(current));
  const [shown, setShown] = React.useState(current);

  if (current !== shown) {
    setShown(current);
    if (current !== parseCurrencyInput(display, { max, onlyPositive })) {
      setDisplay(formatCentsForInput(current));
    }
  }

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const next = currencyInputChange(event.target.value, { max, onlyPositive });
    setDisplay(next.display);
    setShown(next.cents);
    if (next.cents !== current) onChange(next.cents);
  }

  return (
    <div className={cn("relative", className)}>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
      >
        $
      </span>
      <Input
        type="text"
        inputMode={onlyPositive ? "decimal" : "text"}
        autoComplete="off"
        placeholder={placeholder}
        className="pl-6 text-right tabular-nums"
        value={display}
        onChange={handleChange}
        {...props}
      />
    </div>
  );
}
