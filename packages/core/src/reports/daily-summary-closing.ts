import type { OpeningHours } from "../company/location.schema";
import { localTime } from "../discounts/local-time";
import { addDays } from "./report-days";

/** Locations without opening hours close at this local time (HH:MM), unless DAILY_SUMMARY_TIME says otherwise. */
export const defaultClosingTime = "22:00";
/** The e-mail waits this long after closing, so the last sales are in the rollups (written every minute). */
export const afterClosingMinutes = 15;

const weekdayOf = (day: string) =>
  (["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const)[
    new Date(`${day}T00:00:00Z`).getUTCDay()
  ];

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The latest local day (YYYY-MM-DD) whose closing, plus `afterClosingMinutes`, has passed at `at` in the location's
 * time zone: today once it has closed, else the last earlier open day. The closing is the day's closing time in
 * the opening hours (days marked closed are skipped), else `fallbackTime`. Null when every day of the week is
 * closed.
 */
export function lastClosedDay(
  at: Date,
  timeZone: string,
  hours: OpeningHours | null | undefined,
  fallbackTime: string = defaultClosingTime,
): string | null {
  const local = localTime(at, timeZone);
  for (let back = 0; back <= 7; back += 1) {
    const day = addDays(local.date, -back);
    const dayHours = hours ? hours[weekdayOf(day)] : null;
    if (dayHours?.closed) continue;
    const closing = minutesOf(dayHours ? dayHours.close : fallbackTime) + afterClosingMinutes;
    if (back === 0 && local.minutes < closing) continue;
    return day;
  }
  return null;
}
