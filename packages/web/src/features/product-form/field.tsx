import { createContext, useContext, useState, type ComponentProps, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";
import { cleanDecimal, formatDecimal, parseDecimal } from "./number-text";
import { fieldId } from "./problems";

/** The message to show at a path of the draft, if any (given by the form). */
export const ProblemContext = createContext<(path: string) => string | undefined>(() => undefined);

export function useProblem(path: string): string | undefined {
  return useContext(ProblemContext)(path);
}

/** What the control of a field needs to be labelled, described and marked invalid. */
export function controlProps(path: string, error: string | undefined, hint: boolean) {
  const id = fieldId(path);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined };
}

type FieldProps = {
  path: string;
  label: string;
  hint?: ReactNode;
  className?: string;
  children: (control: ReturnType<typeof controlProps>) => ReactNode;
};

/** A labelled control with its help text and the problem at its path. */
export function Field({ path, label, hint, className, children }: FieldProps) {
  const error = useProblem(path);
  const control = controlProps(path, error, Boolean(hint));
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={control.id} className={cn(error && "text-destructive")}>
        {label}
      </Label>
      {children(control)}
      {hint && (
        <p id={`${control.id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${control.id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type DecimalInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "max"> & {
  value: number | null;
  onChange: (value: number | null) => void;
  decimals?: number;
  max?: number;
  /** A unit shown inside the input, on the right ("g", "%"). */
  suffix?: string;
};

/** A decimal number, empty for null; keeps what is being typed ("50.") until it means a new number. */
export function DecimalInput({
  value,
  onChange,
  decimals = 3,
  max,
  suffix,
  className,
  ...props
}: DecimalInputProps) {
  const [text, setText] = useState(() => formatDecimal(value, decimals));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== parseDecimal(text)) setText(formatDecimal(value, decimals));
  }
  return (
    <div className={cn("relative", className)}>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={cn("text-right tabular-nums", suffix && "pr-10")}
        value={text}
        onChange={(event) => {
          const cleaned = cleanDecimal(event.target.value, decimals);
          const parsed = parseDecimal(cleaned);
          const next = parsed !== null && max !== undefined && parsed > max ? max : parsed;
          setText(next === parsed ? cleaned : formatDecimal(next, decimals));
          setShown(next);
          if (next !== value) onChange(next);
        }}
        {...props}
      />
      {suffix && (
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
        >
          {suffix}
        </span>
      )}
    </div>
  );
}

type SwitchRowProps = {
  path: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** An on/off setting: the switch, its label and what it does. */
export function SwitchRow({ path, label, hint, checked, onCheckedChange, disabled }: SwitchRowProps) {
  const error = useProblem(path);
  const control = controlProps(path, error, Boolean(hint));
  return (
    <div className="flex items-start gap-3">
      <Switch
        {...control}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={control.id}>{label}</Label>
        {hint && (
          <p id={`${control.id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${control.id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
