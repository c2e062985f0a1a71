import { localDay, nextDay } from "../payments/payment-lists.schema";
import type { HoursType } from "./hours.schema";
import type {
  OvertimeRules,
  TimesheetDay,
  TimesheetEmployee,
  TimesheetEntry,
  TimesheetWeek,
} from "./timesheet.schema";

export interface RawHours {
  entryId: string;
  userId: string;
  employeeName: string;
  type: HoursType;
  startTime: string;
  endTime?: string;
}

const minutesBetween = (start: string, end: string): number =>
  Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

/** Entries on the location's days, oldest first; an open entry has no minutes. */
export function toTimesheetEntries(items: readonly RawHours[], timeZone: string): TimesheetEntry[] {
  return items
    .map((item) => ({
      id: item.entryId,
      employeeId: item.userId,
      employeeName: item.employeeName,
      type: item.type,
      day: localDay(new Date(item.startTime), timeZone),
      startTime: item.startTime,
      endTime: item.endTime ?? null,
      minutes: item.endTime ? minutesBetween(item.startTime, item.endTime) : null,
    }))
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
}

function daysOf(entries: readonly TimesheetEntry[], rules: OvertimeRules): TimesheetDay[] {
  const byDay = new Map<string, TimesheetDay>();
  for (const entry of entries) {
    const day = byDay.get(entry.day) ?? {
      day: entry.day,
      workMinutes: 0,
      breakMinutes: 0,
      overtimeMinutes: 0,
      open: false,
    };
    if (entry.minutes === null) day.open = true;
    else if (entry.type === "work") day.workMinutes += entry.minutes;
    else day.breakMinutes += entry.minutes;
    byDay.set(entry.day, day);
  }
  return [...byDay.values()]
    .map((day) => ({ ...day, overtimeMinutes: Math.max(0, day.workMinutes - rules.dailyMinutes) }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

const addDays = (day: string, count: number): string => {
  let next = day;
  for (let step = 0; step < count; step += 1) next = nextDay(next);
  return next;
};

/**
 * 7-day blocks from the period's first day. A week's overtime is its days' daily overtime plus what is left over
 * the weekly threshold once that daily overtime is taken out, so no minute is counted twice.
 */
function weeksOf(
  days: readonly TimesheetDay[],
  from: string,
  to: string,
  rules: OvertimeRules,
): TimesheetWeek[] {
  const weeks: TimesheetWeek[] = [];
  for (let start = from; start <= to; start = addDays(start, 7)) {
    const end = addDays(start, 6) < to ? addDays(start, 6) : to;
    const inWeek = days.filter((day) => day.day >= start && day.day <= end);
    if (inWeek.length === 0) continue;
    const workMinutes = inWeek.reduce((sum, day) => sum + day.workMinutes, 0);
    const daily = inWeek.reduce((sum, day) => sum + day.overtimeMinutes, 0);
    const weekly = Math.max(0, workMinutes - daily - rules.weeklyMinutes);
    weeks.push({ from: start, to: end, workMinutes, overtimeMinutes: daily + weekly });
  }
  return weeks;
}

/** Per employee (by name): work, breaks, regular and overtime minutes, days and weeks of the period. */
export function summarizeTimesheet(
  entries: readonly TimesheetEntry[],
  period: { from: string; to: string },
  rules: OvertimeRules,
): TimesheetEmployee[] {
  const byEmployee = new Map<string, TimesheetEntry[]>();
  for (const entry of entries)
    byEmployee.set(entry.employeeId, [...(byEmployee.get(entry.employeeId) ?? []), entry]);
  return [...byEmployee.entries()]
    .map(([employeeId, own]) => {
      const days = daysOf(own, rules);
      const weeks = weeksOf(days, period.from, period.to, rules);
      const workMinutes = days.reduce((sum, day) => sum + day.workMinutes, 0);
      const overtimeMinutes = weeks.reduce((sum, week) => sum + week.overtimeMinutes, 0);
      return {
        employeeId,
        employeeName: own.at(-1)?.employeeName ?? "",
        workMinutes,
        breakMinutes: days.reduce((sum, day) => sum + day.breakMinutes, 0),
        regularMinutes: workMinutes - overtimeMinutes,
        overtimeMinutes,
        openEntries: own.filter((entry) => entry.minutes === null).length,
        days,
        weeks,
      };
    })
    .sort((a, b) => a.employeeName.localeCompare(b.employeeName) || a.employeeId.localeCompare(b.employeeId));
}
