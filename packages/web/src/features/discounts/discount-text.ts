import type {
  DiscountFieldsInput,
  DiscountKind,
  DiscountSchedule,
  Weekday,
} from "@pos/core/discounts/discount.schema";
import { formatCents } from "@pos/core/common/money";

export const kindLabels: Record<DiscountKind, string> = {
  percentage: "Percentage off",
  fixedAmount: "Amount off",
  fixedPrice: "Fixed price",
};

export const dayLabels: Record<Weekday, string> = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
};

type ValueFields = Pick<DiscountFieldsInput, "kind" | "value" | "scope">;

/** "15% off", "$5.00 off each item", "$5.00 off the order", "$10.00 each". */
export function describeValue({ kind, value, scope }: ValueFields): string {
  if (!Number.isFinite(value)) return "—";
  if (kind === "percentage") return `${value}% off`;
  if (kind === "fixedPrice") return `${formatCents(value)} each`;
  return scope === "order" ? `${formatCents(value)} off the order` : `${formatCents(value)} off each item`;
}

const everyDay = 7;

/** "Any time", "Mon, Fri 16:00–18:00", "Every day, from 2026-01-01". */
export function describeSchedule(schedule: DiscountSchedule | null): string {
  if (!schedule) return "Any time";
  const days =
    schedule.days.length === everyDay ? "Every day" : schedule.days.map((day) => dayLabels[day]).join(", ");
  const hours = schedule.from && schedule.to ? ` ${schedule.from}–${schedule.to}` : "";
  const range = [
    schedule.startDate && `from ${schedule.startDate}`,
    schedule.endDate && `until ${schedule.endDate}`,
  ].filter(Boolean);
  return `${days}${hours}${range.length ? `, ${range.join(" ")}` : ""}`;
}
