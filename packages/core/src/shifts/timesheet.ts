import { getCompany } from "../company/company";
import { Location } from "../company/company.entity";
import { AppError } from "../common/errors";
import { dayStartUtc, nextDay } from "../payments/payment-lists.schema";
import { HoursEntry } from "./hours.entity";
import { summarizeTimesheet, toTimesheetEntries } from "./timesheet-math";
import {
  overtimeDefaults,
  overtimeRulesOf,
  ZTimesheetInput,
  type TimesheetInput,
  type TimesheetReport,
} from "./timesheet.schema";

/**
 * analytics/timesheets: the hours clocked at a location whose entries started on the period's days, in the
 * location's time zone (the company's when it has none).
 */
export async function timesheetReport(input: TimesheetInput): Promise<TimesheetReport> {
  const { companyId, locationId, from, to } = ZTimesheetInput.parse(input);
  const [company, location] = await Promise.all([
    getCompany(companyId),
    Location.get({ companyId, locationId }).go(),
  ]);
  if (!location.data) throw new AppError("INVALID_INPUT", "Location not found");
  const timeZone = location.data.timezone ?? company.timezone;
  const items = await HoursEntry.query
    .byLocation({ companyId, locationId })
    .between({ startTime: dayStartUtc(from, timeZone) }, { startTime: dayStartUtc(nextDay(to), timeZone) })
    .go({ pages: "all" });
  const entries = toTimesheetEntries(items.data, timeZone).filter(
    (entry) => entry.day >= from && entry.day <= to,
  );
  const rules = overtimeRulesOf(
    company.overtimeDailyHours ?? overtimeDefaults.dailyHours,
    company.overtimeWeeklyHours ?? overtimeDefaults.weeklyHours,
  );
  return {
    from,
    to,
    timeZone,
    rules,
    employees: summarizeTimesheet(entries, { from, to }, rules),
    entries,
  };
}
