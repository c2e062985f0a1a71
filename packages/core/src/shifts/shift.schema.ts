import { z } from "zod";
import { ZPasscode } from "../auth/passcode.schema";

const ZCompanyId = z.number().int().positive();
export const ZShiftId = z.string().min(1).max(32);

/** Largest starting float: $999,999.00. */
export const maxStartingFloat = 99_999_900;
/** A shift older than this is flagged as long at the register. */
export const longShiftMs = 86_400_000;

/**
 * A cash count: denomination in cents (as a string key) to how many, or null when the field was left empty.
 * Which denominations a company may count depends on its country (denominations.ts).
 */
export const ZCashCount = z.record(
  z
    .string()
    .max(12)
    .regex(/^[1-9]\d*$/, "A denomination is a whole number of cents"),
  z.number().int("Counts are whole numbers").min(0, "Counts cannot be negative").max(100_000).nullable(),
);
export type CashCount = z.infer<typeof ZCashCount>;

const ZNotes = z.string().trim().max(500, "Notes are at most 500 characters").optional();

export const ZStartShiftInput = z.object({
  /** Cents; the absolute value is kept. */
  startingFloat: z
    .number()
    .int("The starting float is a whole number of cents")
    .transform(Math.abs)
    .pipe(z.number().max(maxStartingFloat, "The starting float can be at most $999,999.00")),
  floatCount: ZCashCount.optional(),
  notes: ZNotes,
  passcode: ZPasscode,
});
export type StartShiftInput = z.input<typeof ZStartShiftInput>;

export const ZEndShiftInput = z.object({
  /** null: 'Count later' (added on the dashboard). */
  floatCount: ZCashCount.nullable(),
  notes: ZNotes,
  /** The 'End your shift' step: the ending employee's register passcode (the spec's registerPasscode). */
  password: ZPasscode,
});
export type EndShiftInput = z.input<typeof ZEndShiftInput>;

export const ZShiftRef = z.object({ shiftId: ZShiftId });
export const ZShiftReportInput = ZShiftRef.extend({ includeInventorySold: z.boolean().default(false) });
export type ShiftReportInput = z.input<typeof ZShiftReportInput>;

/** `locationId`: for a grant at one location; the shift must then be of that location. */
const ZOptionalLocationId = z.string().min(1).max(64).optional();

export const ZCompanyShiftReportInput = ZShiftReportInput.extend({
  companyId: ZCompanyId,
  locationId: ZOptionalLocationId,
});
export type CompanyShiftReportInput = z.input<typeof ZCompanyShiftReportInput>;

export const ZAddFloatCountInput = z.object({
  companyId: ZCompanyId,
  locationId: ZOptionalLocationId,
  shiftId: ZShiftId,
  floatCount: ZCashCount,
});
export type AddFloatCountInput = z.input<typeof ZAddFloatCountInput>;

export interface PersonRef {
  id: string;
  name: string;
}

export interface ShiftView {
  id: string;
  deviceId: string;
  deviceName: string;
  locationId: string;
  createDate: string;
  endDate: string | null;
  /** Cents. */
  startCash: number;
  startCashCount: CashCount | null;
  /** The expected cash at the end (cents), set when the shift ends. */
  endCash: number | null;
  /** null while open, or when the count was skipped ('Count later'). */
  cashCount: CashCount | null;
  notes: string | null;
  endNotes: string | null;
  startedBy: PersonRef;
  endedBy: PersonRef | null;
  currentUserId: string | null;
  currentUserName: string | null;
}

export interface CurrentShift {
  shift: ShiftView | null;
  lastShiftId: string | null;
}

export interface ShiftListItem {
  id: string;
  deviceId: string;
  deviceName: string;
  createDate: string;
  endDate: string | null;
  startCash: number;
  endCash: number | null;
  countedCash: number | null;
  /** Counted − expected; null while open or without a count. */
  discrepancy: number | null;
  /** Beyond the company's threshold, over or short. */
  discrepancyWarning: boolean;
  startedByName: string;
}
