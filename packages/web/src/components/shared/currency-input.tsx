import * as React from "react";

import { cn } from "../../lib/utils";
import { Input } from "../ui/input";
import { formatCentsForInput, parseCurrencyInput, readMoneyInput } from "./currency";

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

/**
 * The one money input: people type dollars ("50", "12.34"), the form gets integer cents. The content is selected
 * on focus (typing replaces it), the caret stays where it was typed, and leaving the field shows two decimals.
 */
export function CurrencyInput({
  value,
  onChange,
  max,
  onlyPositive,
  className,
  placeholder = "0.00",
  onFocus,
  onBlur,
  onMouseDown,
  onMouseUp,
  ref,
  ...props
}: CurrencyInputProps) {
  const current = value ?? null;
  const options = { max, onlyPositive };
  const [display, setDisplay] = React.useState(() => formatCentsForInput(current));
  const [shown, setShown] = React.useState(current);
  const input = React.useRef<HTMLInputElement>(null);
  const caret = React.useRef<number | null>(null);
  // Each keystroke renders, even one that changes nothing (a letter), so the caret is put back where it was.
  const [keystroke, setKeystroke] = React.useState(0);
  const focusingClick = React.useRef(false);
  const setInput = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  };

  if (current !== shown) {
    setShown(current);
    if (current !== parseCurrencyInput(display, options)) setDisplay(formatCentsForInput(current));
  }

  React.useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    if (at !== null && input.current === document.activeElement) input.current?.setSelectionRange(at, at);
  }, [display, keystroke]);

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const { value: raw, selectionStart } = event.target;
    const next = readMoneyInput(raw, selectionStart ?? raw.length, options);
    caret.current = next.caret;
    setKeystroke((count) => count + 1);
    setDisplay(next.text);
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
        ref={setInput}
        type="text"
        inputMode={onlyPositive ? "decimal" : "text"}
        autoComplete="off"
        placeholder={placeholder}
        className="pl-6 text-right tabular-nums"
        value={display}
        onChange={handleChange}
        onFocus={(event) => {
          event.currentTarget.select();
          onFocus?.(event);
        }}
        onMouseDown={(event) => {
          focusingClick.current = document.activeElement !== event.currentTarget;
          onMouseDown?.(event);
        }}
        onMouseUp={(event) => {
          // The click that focused the field would put the caret where it landed and undo the selection.
          if (focusingClick.current) event.preventDefault();
          focusingClick.current = false;
          onMouseUp?.(event);
        }}
        onBlur={(event) => {
          setDisplay(formatCentsForInput(parseCurrencyInput(display, options)));
          onBlur?.(event);
        }}
        {...props}
      />
    </div>
  );
}
