import { cardProviderLabels } from "@pos/core/card-payments/card-payments.schema";
import { formatCents } from "@pos/core/common/money";
import { cashMovementLabels, type ShiftLogType } from "@pos/core/shifts/cash-movement.schema";
import type { HoursType } from "@pos/core/shifts/hours.schema";
import type { FloatBreakdownLine } from "@pos/core/shifts/shift-report.schema";

/** Report dates: the full date and time in the location's time zone, e.g. "Nov 21, 2026, 9:05 a.m.". */
export function reportDate(iso: string | null, timeZone: string): string {
  if (!iso) return "Shift still open";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "-";
  return new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/** The time of day only, for the lines of a report (the report's dates give the day). */
export function reportTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "-";
  return new Intl.DateTimeFormat("en-CA", { timeStyle: "short", timeZone }).format(date);
}

/** Hours and minutes as the report shows them: "7h 05m", "0h 30m". */
export function hoursAndMinutes(hours: number, minutes: number): string {
  return `${hours}h ${String(minutes).padStart(2, "0")}m`;
}

/** A discrepancy with its sign: "+$1.25" over, "-$0.40" short, "$0.00" balanced; "Not counted" without a count. */
export function signedCents(cents: number | null): string {
  if (cents === null) return "Not counted";
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

export type DiscrepancyTone = "balanced" | "over" | "short" | "none";

export function discrepancyTone(cents: number | null): DiscrepancyTone {
  if (cents === null) return "none";
  if (cents === 0) return "balanced";
  return cents > 0 ? "over" : "short";
}

/** Beyond the company's threshold, over as much as short, is a warning; within it is plain. */
export const discrepancyNeedsAttention = (cents: number | null, warning: boolean): boolean =>
  cents !== null && cents !== 0 && warning;

export const discrepancyLabels: Record<DiscrepancyTone, string> = {
  balanced: "Balanced",
  over: "Over",
  short: "Short",
  none: "Not counted",
};

/** 5 -> "5¢", 100 -> "$1", 2000 -> "$20". */
export function denominationLabel(cents: number): string {
  return cents < 100
    ? `${cents}¢`
    : `$${(cents / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}

export function breakdownTotal(lines: FloatBreakdownLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

const paymentTypeNames: Record<string, string> = {
  ...cardProviderLabels,
  cash: "Cash",
  other: "Other",
  giftCard: "Gift card",
  loyalty: "Loyalty",
  eTransfer: "E-transfer",
  cheque: "Cheque",
};

/** A payment type id as a label: known ids by name, others split from camelCase ("storeCredit" -> "Store credit"). */
export function paymentTypeLabel(id: string): string {
  const known = paymentTypeNames[id];
  if (known) return known;
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : id;
}

export const movementLabel = (type: ShiftLogType): string => cashMovementLabels[type];

export const hoursTypeLabels: Record<HoursType, string> = { work: "Work", break: "Break" };

/** A quantity sold with its unit: "3 each", "7.5 g". */
export function quantityWithUnit(quantity: number, unit: string): string {
  const amount = Number.isInteger(quantity) ? String(quantity) : String(Math.round(quantity * 1000) / 1000);
  return unit ? `${amount} ${unit}` : amount;
}
