import type { DiscountSchedule } from "./discount.schema";
import { localTime, minutesOf, previousWeekday } from "./local-time";

function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

const withinDates = (schedule: DiscountSchedule, date: string): boolean =>
  (schedule.startDate === null || date >= schedule.startDate) &&
  (schedule.endDate === null || date <= schedule.endDate);

/**
 * Whether a schedule runs at a moment, read in the location's time zone. A window past midnight belongs to the day
 * (and date) it starts on: "fri 22:00 to 02:00" runs on Saturday 01:00, and its end date is checked against Friday.
 */
export function isScheduledAt(schedule: DiscountSchedule | null, at: Date, timeZone: string): boolean {
  if (schedule === null) return true;
  const local = localTime(at, timeZone);
  const startsToday = schedule.days.includes(local.weekday) && withinDates(schedule, local.date);
  if (schedule.from === null || schedule.to === null) return startsToday;
  const from = minutesOf(schedule.from);
  const to = minutesOf(schedule.to);
  if (from < to) return startsToday && local.minutes >= from && local.minutes < to;
  const startedYesterday =
    schedule.days.includes(previousWeekday(local.weekday)) && withinDates(schedule, dayBefore(local.date));
  return (startsToday && local.minutes >= from) || (startedYesterday && local.minutes < to);
}
