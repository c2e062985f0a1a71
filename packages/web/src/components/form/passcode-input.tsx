import type { ComponentProps } from "react";
import { PasswordInput } from "./password-input";

type Props = Omit<ComponentProps<typeof PasswordInput>, "value" | "onChange" | "inputMode"> & {
  value: string;
  onValueChange: (digits: string) => void;
};

/** An employee passcode: digits only, at most 8, never offered for autofill. */
export function PasscodeInput({ onValueChange, ...props }: Props) {
  return (
    <PasswordInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, "").slice(0, 8))}
    />
  );
}
