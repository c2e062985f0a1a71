import type { ShiftLogView } from "./cash-movement.schema";
import { countTotal, denominationsOf, isCoin, type Country } from "./denominations";
import type { HoursEntryView, HoursType } from "./hours.schema";
import type { CashCount, ShiftView } from "./shift.schema";
import type {
  FloatBreakdownLine,
  ReportEmployeeHours,
  ReportInventoryLine,
  ShiftReport,
} from "./shift-report.schema";
import { isDiscrepancyWarning } from "./cash-settings.schema";

/** A payment's amount per type (cents; negative for a refund). */
export interface ReportPayment {
  paymentTypeId: string;
  amount: number;
}

export interface ShiftReportSource {
  companyName: string;
  country: Country;
  shift: ShiftView;
  logs: ShiftLogView[];
  hours: HoursEntryView[];
  payments: ReportPayment[];
  /** The shift's expected cash (expected-cash.ts): stored when it ended, computed while it is open. */
  expectedCash: number;
  /** Cents: a discrepancy beyond this, either way, is a warning (the company's cash settings). */
  discrepancyThreshold: number;
  /** null: not chosen. */
  inventorySold: ReportInventoryLine[] | null;
  printDate: string;
}

/** The spec leaves the card lines off the report's payment totals. */
const omittedPaymentTypes: ReadonlySet<string> = new Set(["credit", "debit"]);

function floatBreakdown(count: CashCount | null, country: Country): FloatBreakdownLine[] {
  if (!count) return [];
  return denominationsOf(country)
    .map((denomination) => ({ denomination, count: count[String(denomination)] ?? 0 }))
    .filter((line) => line.count > 0)
    .map(({ denomination, count: n }) => ({
      denomination,
      kind: isCoin(denomination) ? ("coin" as const) : ("bill" as const),
      count: n,
      amount: denomination * n,
    }));
}

function paymentTotals(payments: ReportPayment[]): ShiftReport["payments"] {
  const byType = new Map<string, number>();
  for (const payment of payments) {
    if (omittedPaymentTypes.has(payment.paymentTypeId)) continue;
    byType.set(payment.paymentTypeId, (byType.get(payment.paymentTypeId) ?? 0) + payment.amount);
  }
  const lines = [...byType].map(([paymentTypeId, amount]) => ({ paymentTypeId, amount }));
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

const minutesBetween = (start: string, end: string): number =>
  Math.max(0, Math.floor((new Date(end).getTime() - new Date(start).getTime()) / 60_000));

/** Minutes per employee and type; an entry still running counts up to the shift's end, or the print date. */
function employeeHours(entries: HoursEntryView[], until: string): ReportEmployeeHours[] {
  const totals = new Map<
    string,
    { employeeId: string; employeeName: string; type: HoursType; totalMinutes: number }
  >();
  for (const entry of entries) {
    const key = `${entry.employeeId}:${entry.type}`;
    const total = totals.get(key) ?? { ...entry, totalMinutes: 0 };
    total.totalMinutes += minutesBetween(entry.startTime, entry.endTime ?? until);
    totals.set(key, total);
  }
  return [...totals.values()]
    .map(({ employeeId, employeeName, type, totalMinutes }) => ({
      employeeId,
      employeeName,
      type,
      totalMinutes,
      hours: Math.floor(totalMinutes / 60),
      minutes: totalMinutes % 60,
    }))
    .sort((a, b) => a.employeeName.localeCompare(b.employeeName) || a.type.localeCompare(b.type));
}

export function buildShiftReport(source: ShiftReportSource): ShiftReport {
  const { shift, logs, payments } = source;
  const endingFloat = source.expectedCash;
  const countedFloat = shift.cashCount ? countTotal(shift.cashCount) : null;
  const discrepancy = countedFloat === null ? null : countedFloat - endingFloat;
  return {
    companyName: source.companyName,
    deviceName: shift.deviceName,
    shiftId: shift.id,
    startDate: shift.createDate,
    endDate: shift.endDate,
    printDate: source.printDate,
    startingFloat: shift.startCash,
    endingFloat,
    countedFloat,
    discrepancy,
    discrepancyThreshold: source.discrepancyThreshold,
    discrepancyWarning: isDiscrepancyWarning(discrepancy, source.discrepancyThreshold),
    floatBreakdown: floatBreakdown(shift.cashCount, source.country),
    payments: paymentTotals(payments),
    cashMovements: logs.map((log) => ({
      type: log.type,
      amount: log.amount,
      note: log.note,
      userName: log.userName,
      createDate: log.createDate,
    })),
    employeeHours: employeeHours(source.hours, shift.endDate ?? source.printDate),
    inventorySold: source.inventorySold,
  };
}
