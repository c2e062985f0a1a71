import { z } from "zod";

/** pos-and-accounts.md 9: reports cover at most this many months (a configured value). */
export const reportMonthLimit = 12;

export const reportRangeMessages = {
  tooLong: `Reports are limited to ${reportMonthLimit} months`,
  endBeforeStart: "The end date must be on or after the start date",
} as const;

/** A calendar day, YYYY-MM-DD. */
export const ZReportDay = z.iso.date({ message: "Dates are YYYY-MM-DD" });

/** The day `months` calendar months after `day` (clamped to the month's last day). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whether `from`..`to` (both included) spans at most the report month limit. */
export const withinReportLimit = (from: string, to: string): boolean =>
  to < addMonths(from, reportMonthLimit);
