import type { DeviceActor } from "../common/actor";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { getCompany } from "../company/company";
import { logsOfShift } from "./cash-movements";
import { getCashSettings } from "./cash-settings";
import { expectedCashOf } from "./expected-cash";
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
import type { ReportInventoryLine, ShiftReport } from "./shift-report.schema";
import { readShiftTotals } from "./shift-totals";
import { Payment } from "../payments/payment.entity";
import { findLocationShift, findShift, shiftMessages, toShiftView } from "./shift-store";

/** What the shift's sales took from the shelves, per product and unit, less what was refunded. */
async function inventorySoldOf(shift: ShiftItem): Promise<ReportInventoryLine[]> {
  const payments = await Payment.query
    .byShift({ companyId: shift.companyId, shiftId: shift.shiftId })
    .go({ pages: "all", attributes: ["lines"] });
  const sold = new Map<string, ReportInventoryLine>();
  for (const line of payments.data.flatMap((payment) => payment.lines ?? [])) {
    const key = `${line.productId}\u0000${line.unit}`;
    const entry = sold.get(key) ?? { productName: line.productName, quantity: 0, unit: line.unit };
    sold.set(key, { ...entry, quantity: entry.quantity + line.units - line.refundedUnits });
  }
  return [...sold.values()]
    .filter((entry) => entry.quantity !== 0)
    .sort((a, b) => a.productName.localeCompare(b.productName));
}

/** Payments per type come from the shift's running totals, written with each sale and refund. */
async function reportOf(shift: ShiftItem, includeInventorySold: boolean): Promise<ShiftReport> {
  const [company, settings, logs, entries, totals, inventorySold] = await Promise.all([
    getCompany(shift.companyId),
    getCashSettings(shift.companyId),
    logsOfShift(shift.companyId, shift.shiftId),
    hoursOfShift(shift.companyId, shift.shiftId),
    readShiftTotals(shift.companyId, shift.shiftId),
    includeInventorySold ? inventorySoldOf(shift) : Promise.resolve(null),
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
    payments: totals.tenders.map(({ paymentTypeId, amount }) => ({ paymentTypeId, amount })),
    expectedCash: shift.endCash ?? expectedCashOf(shift.startCash, totals.tenders, logs),
    discrepancyThreshold: settings.discrepancyThreshold,
    inventorySold,
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
