import { AppError } from "../common/errors";
import { formatCents } from "../common/money";
import { maxLoyaltyRedemption, redemptionMetadata } from "../discounts/loyalty";
import {
  paymentMessages,
  type TenderInput,
  type TenderSettlement,
  type TransactionView,
} from "./payment.schema";

export interface LoyaltyContext {
  enabled: boolean;
  /** The customer's points; null without a customer. */
  points: number | null;
  /** Points the sale's loyalty rewards already spend. */
  discountPoints: number;
}

/** Loyalty pays at most the customer's points (less what rewards spend) and what other payments leave unpaid. */
export function assertLoyaltyTender(
  total: number,
  tenders: readonly TenderInput[],
  loyalty: LoyaltyContext,
): void {
  const requested = tenders
    .filter((tender) => tender.paymentTypeId === "loyalty")
    .reduce((sum, tender) => sum + tender.amount, 0);
  if (requested === 0) return;
  if (!loyalty.enabled) throw new AppError("INVALID_INPUT", paymentMessages.loyaltyNotEnabled);
  if (loyalty.points === null) throw new AppError("INVALID_INPUT", paymentMessages.loyaltyNeedsCustomer);
  const others = tenders
    .filter((tender) => tender.paymentTypeId !== "loyalty")
    .reduce((sum, tender) => sum + tender.amount, 0);
  const cap = maxLoyaltyRedemption({
    requested,
    creditBalance: loyalty.points,
    loyaltyDiscountPoints: loyalty.discountPoints,
    unpaidAfterOtherPayments: Math.max(0, total - others),
  });
  if (cap < requested) throw new AppError("INVALID_INPUT", paymentMessages.loyaltyOverCap(formatCents(cap)));
}

/**
 * One complete transaction per tender. Cash tenders take the rounded cash part in order (change comes from the
 * last); the rounding is a cash transaction of its own, −2..+2 cents, which is how transactions under 5 cents
 * count as penny rounding, and the cash transactions add up to the cash kept.
 */
export function tenderTransactions(
  total: number,
  tenders: readonly TenderInput[],
  settlement: TenderSettlement,
  options: { multiplier: number; createDate: string; newId: () => string },
): TransactionView[] {
  const nonCash = tenders
    .filter((tender) => tender.paymentTypeId !== "cash")
    .reduce((sum, tender) => sum + tender.amount, 0);
  let cashLeft = total - nonCash + settlement.rounding;
  const transaction = (
    paymentTypeId: TransactionView["paymentTypeId"],
    amount: number,
    tendered: number | null,
    metadata: string | null,
  ): TransactionView => ({
    id: options.newId(),
    paymentTypeId,
    amount,
    tendered,
    status: "complete",
    metadata,
    terminalInvoiceId: null,
    createDate: options.createDate,
    refundId: null,
  });
  const transactions = tenders.map((tender) => {
    if (tender.paymentTypeId === "cash") {
      const applied = Math.min(tender.amount, Math.max(0, cashLeft));
      cashLeft -= applied;
      return transaction("cash", applied, tender.amount, null);
    }
    const metadata =
      tender.paymentTypeId === "loyalty"
        ? JSON.stringify(redemptionMetadata(tender.amount, options.multiplier))
        : null;
    return transaction(tender.paymentTypeId, tender.amount, null, metadata);
  });
  if (settlement.rounding === 0) return transactions;
  // The cash kept includes the rounding: the cash transaction that took the most recent cash gives it back.
  const cash = transactions.filter((entry) => entry.paymentTypeId === "cash");
  const giver = cash.findLast((entry) => entry.amount > 0) ?? cash[0];
  if (giver) giver.amount -= settlement.rounding;
  transactions.push(transaction("cash", settlement.rounding, null, null));
  return transactions;
}
