import { useState, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";

type RateInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  /** A percentage; NaN while empty or not a number (the schema says "Enter a rate"). */
  value: number;
  onChange: (rate: number) => void;
};

const display = (value: number) => (Number.isNaN(value) ? "" : String(value));

/** A percentage typed as text ("13", "9.975"), with a % sign after it. */
export function RateInput({ value, onChange, ...props }: RateInputProps) {
  const [text, setText] = useState(() => display(value));
  const [shown, setShown] = useState(value);
  if (!Object.is(value, shown)) {
    setShown(value);
    if (Number(text) !== value) setText(display(value));
  }

  return (
    <div className="relative">
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="pr-7 text-right tabular-nums"
        {...props}
        value={text}
        onChange={(event) => {
          const next = event.target.value.replace(",", ".").replace(/[^\d.]/g, "");
          const rate = next.trim() === "" ? Number.NaN : Number(next);
          setText(next);
          setShown(rate);
          onChange(rate);
        }}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
      >
        %
      </span>
    </div>
  );
}
