import { useState } from "react";
import { Input } from "@/components/ui/input";

type CountInputProps = {
  label: string;
  counted: number | null;
  disabled: boolean;
  onSet: (quantity: number) => void;
};

/** A typed count for one row: saved ("set") on Enter or when leaving the field, if it changed. */
export function CountInput({ label, counted, disabled, onSet }: CountInputProps) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? (counted === null ? "" : String(counted));
  const save = () => {
    if (text === null) return;
    const value = Number(text);
    setText(null);
    if (text.trim() !== "" && Number.isFinite(value) && value !== counted) onSet(value);
  };
  return (
    <Input
      aria-label={label}
      inputMode="decimal"
      autoComplete="off"
      className="ml-auto h-8 w-24 text-right tabular-nums"
      placeholder="-"
      value={shown}
      disabled={disabled}
      onChange={(event) => setText(event.target.value.replace(/[^\d.-]/g, ""))}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === "Enter") save();
        if (event.key === "Escape") setText(null);
      }}
    />
  );
}
