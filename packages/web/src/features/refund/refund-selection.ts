import type { PaymentView } from "@pos/core/payments/payment.schema";
import { planRefund, type RefundPlan } from "@pos/core/payments/refund-plan";

export type LineChoice = { units: number; restock: boolean };
export type RefundSelection = Record<string, LineChoice>;

/** What is left to refund of each line. */
export const unitsLeft = (line: PaymentView["lines"][number]): number =>
  Math.max(0, Math.round((line.units - line.refundedUnits) * 1000) / 1000);

/** Nothing chosen yet; every line restocks by default. */
export const emptySelection = (payment: PaymentView): RefundSelection =>
  Object.fromEntries(payment.lines.map((line) => [line.lineId, { units: 0, restock: true }]));

/** The full-refund shortcut: every unit left of every line. */
export const fullSelection = (payment: PaymentView, current: RefundSelection): RefundSelection =>
  Object.fromEntries(
    payment.lines.map((line) => [
      line.lineId,
      { units: unitsLeft(line), restock: current[line.lineId]?.restock ?? true },
    ]),
  );

export const chosenLines = (selection: RefundSelection) =>
  Object.entries(selection)
    .filter(([, choice]) => choice.units > 0)
    .map(([lineId, choice]) => ({ lineId, units: choice.units, restock: choice.restock }));

/** The same plan the server makes, to show what goes back on each tender; a refusal is shown as its message. */
export function previewRefund(
  payment: PaymentView,
  selection: RefundSelection,
): { plan: RefundPlan | null; error: string | null } {
  const lines = chosenLines(selection);
  if (lines.length === 0) return { plan: null, error: null };
  try {
    return { plan: planRefund(payment, lines), error: null };
  } catch (error) {
    return { plan: null, error: error instanceof Error ? error.message : "Failed to process refund" };
  }
}
