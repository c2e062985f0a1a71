import { z } from "zod";
import { ZId, zDateTime } from "../common/bounded.schema";
import { cashMovementTypes, maxMovementAmount } from "../shifts/cash-movement.schema";
import { ZEndShiftInput } from "../shifts/shift.schema";
import { ZPendingId } from "./offline-sale.schema";

/** Shift work a register records offline and sends through the same outbox as its sales (issue 24). */
const ZOfflineShiftWork = z.object({
  pendingId: ZPendingId,
  /** When the register recorded it: the cash moved, the employee clocked, at this time. */
  recordedAt: zDateTime(),
  shiftId: ZId,
  /** The employee whose passcode the register checked against its cached verifier. */
  employeeId: ZId,
});

export const ZOfflineCashMovementInput = ZOfflineShiftWork.extend({
  type: z.enum(cashMovementTypes),
  amount: z.number().int().min(1).max(maxMovementAmount).nullable().default(null),
  note: z.string().trim().max(500, "The note is at most 500 characters").nullable().default(null),
}).superRefine((input, ctx) => {
  if (input.type !== "noSale" && input.amount === null)
    ctx.addIssue({ code: "custom", path: ["amount"], message: "Enter an amount" });
  if (input.type === "noSale" && input.amount !== null)
    ctx.addIssue({ code: "custom", path: ["amount"], message: "A no sale has no amount" });
});
export type OfflineCashMovementInput = z.input<typeof ZOfflineCashMovementInput>;

const offlineClockActions = ["clockIn", "startBreak", "clockOut"] as const;
export type OfflineClockAction = (typeof offlineClockActions)[number];

export const ZOfflineClockInput = ZOfflineShiftWork.extend({ action: z.enum(offlineClockActions) });
export type OfflineClockInput = z.input<typeof ZOfflineClockInput>;

/**
 * The end of the shift, counted and closed at the register while offline: sent after the shift's sales and cash
 * movements (the outbox's order), so the server computes the expected cash once everything is in.
 */
export const ZOfflineEndShiftInput = ZOfflineShiftWork.extend({
  floatCount: ZEndShiftInput.shape.floatCount,
  notes: ZEndShiftInput.shape.notes,
});
export type OfflineEndShiftInput = z.input<typeof ZOfflineEndShiftInput>;

/** What the server recorded for a pending id: the shift log entry or the clock action. */
export interface OfflineShiftWorkView {
  pendingId: string;
  kind: "cashMovement" | "clock" | "endShift";
  shiftId: string;
  /** The cash movement's log id; null for a clock action. */
  logId: string | null;
  syncedAt: string;
}

export const offlineShiftWorkMessages = {
  cannotMoveCash: (name: string) => `${name} may not record cash drops, pay ins and pay outs`,
  cannotEndShift: (name: string) => `${name} may not end a shift`,
  alreadyEnded: "This shift was already ended: the register's offline close was not applied",
} as const;
