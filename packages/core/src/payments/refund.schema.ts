import { z } from "zod";
import { ZId } from "../common/bounded.schema";
import { ZPasscode } from "../auth/passcode.schema";
import type { PaymentTypeId } from "./payment.schema";

const ZRef = ZId;

export const ZRefundLine = z.object({
  lineId: ZRef,
  /** Units (or grams) to give back, at most what was sold minus what was already refunded. */
  units: z.number().positive("Refund at least one unit").max(100_000),
  /** Put the goods back in stock (the lot they came from). */
  restock: z.boolean().default(true),
});

export const ZRefundInput = z.object({
  paymentId: ZRef,
  /** One per refund attempt, made by the register; a retry sends the same key and gets the first result. */
  idempotencyKey: z.uuid(),
  lines: z
    .array(ZRefundLine)
    .min(1, "Choose what to refund")
    .max(80, "Refund at most 80 lines at a time")
    .refine(
      (lines) => new Set(lines.map((line) => line.lineId)).size === lines.length,
      "Each line only once",
    ),
  reason: z.string().trim().max(500, "The reason is at most 500 characters").default(""),
  /** The employee refunding: needs CAN_ISSUE_REFUNDS at the register's location. */
  passcode: ZPasscode,
  /** The register's selected Worldpay terminal: a sale paid on a terminal is refunded on it. */
  terminalConnectionId: ZId.nullable().default(null),
});
export type RefundInput = z.input<typeof ZRefundInput>;
export type RefundRequestLine = z.output<typeof ZRefundLine>;

/** What goes back on one tender of the sale. */
export interface RefundTender {
  paymentTypeId: PaymentTypeId;
  /** The card type of the sale's card tender, null without one. */
  cardType: string | null;
  amount: number;
  /** Loyalty points given back; null for money. */
  points: number | null;
}

export const refundMessages = {
  notFound: "Original payment not found. Please use a different refund method.",
  amountNotFound: "Original transaction amount is not found",
  invalidMethod: "Invalid refund method. Please select a different method.",
  failed: "Failed to process refund",
  alreadyRefunded: "This sale has already been refunded in full",
  unfinished: "This sale is not finished, so it cannot be refunded",
  unknownLine: "This line is not part of the sale",
  tooMany: (name: string, left: string) => `Only ${left} of ${name} can still be refunded`,
  noPermission: "You do not have permission to issue refunds",
  keyReused: "This refund was already used for different lines. Start the refund again.",
} as const;
