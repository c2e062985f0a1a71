import { z } from "zod";
import { ZPasscode } from "../auth/passcode.schema";

/** What the register records itself; refunds add "refund" entries when payments exist. */
export const cashMovementTypes = ["cashDrop", "payIn", "payOut", "noSale"] as const;
export const shiftLogTypes = [...cashMovementTypes, "refund"] as const;
export type CashMovementType = (typeof cashMovementTypes)[number];
export type ShiftLogType = (typeof shiftLogTypes)[number];

export const cashMovementLabels: Record<ShiftLogType, string> = {
  cashDrop: "Cash drop",
  payIn: "Pay in",
  payOut: "Pay out",
  noSale: "No sale",
  refund: "Refund",
};

/** Largest single movement: $999,999.00. */
export const maxMovementAmount = 99_999_900;

export const ZRecordCashMovementInput = z
  .object({
    type: z.enum(cashMovementTypes),
    /** Cents, more than 0; required except for a no sale, which has none. */
    amount: z
      .number()
      .int("The amount is a whole number of cents")
      .min(1, "The amount must be more than $0.00")
      .max(maxMovementAmount, "The amount can be at most $999,999.00")
      .optional(),
    note: z.string().trim().max(500, "The note is at most 500 characters").optional(),
    passcode: ZPasscode,
  })
  .superRefine((input, ctx) => {
    if (input.type !== "noSale" && input.amount === undefined)
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Enter an amount" });
    if (input.type === "noSale" && input.amount !== undefined)
      ctx.addIssue({ code: "custom", path: ["amount"], message: "A no sale has no amount" });
  });
export type RecordCashMovementInput = z.input<typeof ZRecordCashMovementInput>;

export const ZListCashMovementsInput = z.object({ shiftId: z.string().min(1).max(32) });

/** One entry of the cash register event log of a shift. */
export interface ShiftLogView {
  id: string;
  shiftId: string;
  type: ShiftLogType;
  /** Cents; null for a no sale. */
  amount: number | null;
  note: string | null;
  userId: string;
  userName: string;
  createDate: string;
}
