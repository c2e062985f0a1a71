import type { ShiftLogType } from "./cash-movement.schema";
import type { HoursType } from "./hours.schema";

/** One line of the float breakdown: denomination and count, amount = denomination × count (cents). */
export interface FloatBreakdownLine {
  denomination: number;
  kind: "coin" | "bill";
  count: number;
  amount: number;
}

export interface PaymentTotalLine {
  paymentTypeId: string;
  amount: number;
}

export interface ReportCashMovement {
  type: ShiftLogType;
  amount: number | null;
  note: string | null;
  userName: string;
  createDate: string;
}

export interface ReportEmployeeHours {
  employeeId: string;
  employeeName: string;
  type: HoursType;
  totalMinutes: number;
  /** totalMinutes split for display: `{hours}h {minutes}m`. */
  hours: number;
  minutes: number;
}

export interface ReportInventoryLine {
  productName: string;
  quantity: number;
  unit: string;
}

/** The printable shift report (dashboard) and end-of-shift receipt (register). Money in cents. */
export interface ShiftReport {
  companyName: string;
  deviceName: string;
  shiftId: string;
  startDate: string;
  endDate: string | null;
  printDate: string;
  startingFloat: number;
  /** The expected cash: starting float + cash payments + pay ins − pay outs − cash drops − cash refunds. */
  endingFloat: number;
  /** null when the count was skipped. */
  countedFloat: number | null;
  /** Counted − expected; null without a count. */
  discrepancy: number | null;
  /** Cents: the company's threshold for a discrepancy warning. */
  discrepancyThreshold: number;
  /** The discrepancy is beyond the threshold, over or short. */
  discrepancyWarning: boolean;
  floatBreakdown: FloatBreakdownLine[];
  /** Per payment type, without the debit and credit card lines; total is the sum of the lines shown. */
  payments: { lines: PaymentTotalLine[]; total: number };
  cashMovements: ReportCashMovement[];
  employeeHours: ReportEmployeeHours[];
  /** null unless chosen. */
  inventorySold: ReportInventoryLine[] | null;
}
