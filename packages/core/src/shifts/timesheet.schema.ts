import { z } from "zod";
import { ZId } from "../common/bounded.schema";
import { reportRangeMessages, withinReportLimit, ZReportDay } from "../common/report-range.schema";
import { ZCompanyId } from "../company/company.schema";
import type { HoursType } from "./hours.schema";

/**
 * The default overtime thresholds (Ontario's Employment Standards Act: over 44 hours in a week; the 8-hour day is
 * its daily limit, flagged here too); settings/general may set others.
 */
export const overtimeDefaults = { dailyHours: 8, weeklyHours: 44 } as const;

export const overtimeRulesOf = (dailyHours: number, weeklyHours: number): OvertimeRules => ({
  dailyMinutes: Math.round(dailyHours * 60),
  weeklyMinutes: Math.round(weeklyHours * 60),
});
export type OvertimeRules = { dailyMinutes: number; weeklyMinutes: number };

/** analytics/timesheets: a location's employee hours between two of its days (both included). */
export const ZTimesheetInput = z
  .object({
    companyId: ZCompanyId,
    locationId: ZId,
    from: ZReportDay,
    to: ZReportDay,
  })
  .refine((input) => input.from <= input.to, { path: ["to"], message: reportRangeMessages.endBeforeStart })
  .refine((input) => input.from > input.to || withinReportLimit(input.from, input.to), {
    path: ["to"],
    message: reportRangeMessages.tooLong,
  });
export type TimesheetInput = z.input<typeof ZTimesheetInput>;

/** A clock-in or break as the report counts it; an open one has no end and counts no minutes yet. */
export interface TimesheetEntry {
  id: string;
  employeeId: string;
  employeeName: string;
  type: HoursType;
  /** The location's calendar day the entry started on: it counts wholly on that day. */
  day: string;
  startTime: string;
  endTime: string | null;
  minutes: number | null;
}

export interface TimesheetDay {
  day: string;
  workMinutes: number;
  breakMinutes: number;
  /** Work over the daily threshold. */
  overtimeMinutes: number;
  open: boolean;
}

export interface TimesheetWeek {
  /** First and last day of the 7-day block counted from the period's first day (the last may be shorter). */
  from: string;
  to: string;
  workMinutes: number;
  /** Daily overtime plus the week's remaining work over the weekly threshold. */
  overtimeMinutes: number;
}

export interface TimesheetEmployee {
  employeeId: string;
  employeeName: string;
  workMinutes: number;
  breakMinutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
  openEntries: number;
  days: TimesheetDay[];
  weeks: TimesheetWeek[];
}

export interface TimesheetReport {
  from: string;
  to: string;
  timeZone: string;
  rules: OvertimeRules;
  employees: TimesheetEmployee[];
  entries: TimesheetEntry[];
}

/** Minutes as decimal hours with two decimals, as the screen and the payroll CSV show them. */
export const hoursText = (minutes: number): string => (minutes / 60).toFixed(2);

/** The CSV a payroll import reads: one row per employee, the same figures as the screen's table. */
export const timesheetCsvHeader = [
  "Employee",
  "Work hours",
  "Break hours",
  "Regular hours",
  "Overtime hours",
  "Open clock-ins",
] as const;

export const timesheetCsvRow = (employee: TimesheetEmployee): string[] => [
  employee.employeeName,
  hoursText(employee.workMinutes),
  hoursText(employee.breakMinutes),
  hoursText(employee.regularMinutes),
  hoursText(employee.overtimeMinutes),
  String(employee.openEntries),
];
