import type { DeviceActor } from "../common/actor";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { getCompany } from "../company/company";
import { logsOfShift } from "./cash-movements";
import { hoursOfShift } from "./hours";
import type { HoursEntryView } from "./hours.schema";
import type { ShiftItem } from "./shift.entity";
import {
  ZCompanyShiftReportInput,
  ZShiftReportInput,
  type CompanyShiftReportInput,
  type ShiftReportInput,
} from "./shift.schema";
import { buildShiftReport } from "./shift-report";
import type { ShiftReport } from "./shift-report.schema";
import { findLocationShift, findShift, shiftMessages, toShiftView } from "./shift-store";

/** Payments do not exist yet: the report is built with none until sales are recorded. */
async function reportOf(shift: ShiftItem, includeInventorySold: boolean): Promise<ShiftReport> {
  const [company, logs, entries] = await Promise.all([
    getCompany(shift.companyId),
    logsOfShift(shift.companyId, shift.shiftId),
    hoursOfShift(shift.companyId, shift.shiftId),
  ]);
  const hours: HoursEntryView[] = entries.map((entry) => ({
    id: entry.entryId,
    employeeId: entry.userId,
    employeeName: entry.employeeName,
    type: entry.type,
    startTime: entry.startTime,
    endTime: entry.endTime ?? null,
    shiftId: entry.shiftId,
  }));
  return buildShiftReport({
    companyName: company.name,
    country: company.country,
    shift: toShiftView(shift),
    logs,
    hours,
    payments: [],
    inventorySold: includeInventorySold ? [] : null,
    printDate: nowIso(),
  });
}

export async function registerShiftReport(actor: DeviceActor, input: ShiftReportInput): Promise<ShiftReport> {
  const { shiftId, includeInventorySold } = ZShiftReportInput.parse(input);
  return reportOf(await findLocationShift(actor, shiftId), includeInventorySold);
}

/** `locationId`, when given (a location-level grant), must be the shift's location. */
export async function companyShiftReport(input: CompanyShiftReportInput): Promise<ShiftReport> {
  const { companyId, shiftId, includeInventorySold, locationId } = ZCompanyShiftReportInput.parse(input);
  const shift = await findShift(companyId, shiftId);
  if (locationId !== undefined && shift.locationId !== locationId)
    throw new AppError("NOT_FOUND", shiftMessages.notFound);
  return reportOf(shift, includeInventorySold);
}
