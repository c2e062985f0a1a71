import type { CashCount } from "@pos/core/shifts/shift.schema";

export type CountStepButton = { label: string; enabled: boolean };

/** Whether any field of a count was filled in (0 counts as filled in; empty does not). */
export const hasCounts = (count: CashCount): boolean => Object.values(count).some((value) => value !== null);

/**
 * The count step's button (pos-and-accounts.md 2.10): skipping is offered only when a passcode step follows,
 * and then the button asks to skip or count until one is done; otherwise it reads 'Next' (a passcode step
 * follows) or 'Continue' (the count is handed back).
 */
export function countStepButton(options: {
  passcodeStep: boolean;
  skip: boolean;
  counted: boolean;
}): CountStepButton {
  if (!options.passcodeStep) return { label: "Continue", enabled: options.counted };
  if (!options.skip && !options.counted) return { label: "Skip or add counts to proceed", enabled: false };
  return { label: "Next", enabled: true };
}

/** The counts worth sending: filled-in fields only. */
export function filledCounts(count: CashCount): CashCount {
  return Object.fromEntries(Object.entries(count).filter(([, value]) => value !== null));
}
