import { addMonths, reportRangeMessages, withinReportLimit } from "@pos/core/common/report-range.schema";

export const periodPresets = ["today", "yesterday", "last7Days", "thisWeek", "thisMonth", "custom"] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export const periodLabels: Record<PeriodPreset, string> = {
  today: "Today",
  yesterday: "Yesterday",
  last7Days: "Last 7 days",
  thisWeek: "This week",
  thisMonth: "This month",
  custom: "Custom",
};

export const shiftDay = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The days a preset covers, up to today (the company's calendar); a week starts on Monday. */
export function presetPeriod(
  preset: Exclude<PeriodPreset, "custom">,
  today: string,
): { from: string; to: string } {
  if (preset === "today") return { from: today, to: today };
  if (preset === "yesterday") return { from: shiftDay(today, -1), to: shiftDay(today, -1) };
  if (preset === "last7Days") return { from: shiftDay(today, -6), to: today };
  if (preset === "thisWeek") {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    return { from: shiftDay(today, -weekday), to: today };
  }
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** What is wrong with a custom period, as the server would say it; null when it can be asked for. */
export function periodError(from: string, to: string): string | null {
  if (!from || !to) return "Choose the first and last day";
  if (from > to) return reportRangeMessages.endBeforeStart;
  return withinReportLimit(from, to) ? null : reportRangeMessages.tooLong;
}

/** The latest day a custom period starting on `from` may end on (for the date picker's max). */
export const lastAllowedDay = (from: string, months: number): string => shiftDay(addMonths(from, months), -1);

/** The change from `previous` to `current` in percent, one decimal; null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

const dayFormat = new Intl.DateTimeFormat("en-CA", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Mar 9" for 2026-03-09 (days are already local). */
export const shortDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** "9 am", "12 pm", "11 pm". */
export const hourLabel = (hour: number): string =>
  `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? "am" : "pm"}`;
