import { formatCents } from "@pos/core/common/money";
import type { PaymentLineView, PaymentView, TransactionView } from "@pos/core/payments/payment.schema";

/** "2 × $10.00", or "3.5 g × $12.00" for goods sold by measure. */
export function quantityText(line: Pick<PaymentLineView, "units" | "unit" | "price">): string {
  const units = Number.isInteger(line.units)
    ? String(line.units)
    : String(Math.round(line.units * 1000) / 1000);
  const unit = line.unit && !["unit", "each", "pieces", "piece"].includes(line.unit) ? ` ${line.unit}` : "";
  return `${units}${unit} × ${formatCents(line.price)}`;
}

export const gramsText = (grams: number): string => `${Math.round(grams * 100) / 100} g`;

/** Loyalty points a transaction carries in its metadata (redeemed or given back). */
export function transactionPoints(transaction: TransactionView): number {
  if (transaction.paymentTypeId !== "loyalty" || !transaction.metadata) return 0;
  try {
    const points: unknown = (JSON.parse(transaction.metadata) as { points?: unknown }).points;
    return typeof points === "number" ? points : 0;
  } catch {
    return 0;
  }
}

/** The sale's own tenders (refunds excluded), penny rounding left out: it prints on its own line. */
export function saleTenders(payment: Pick<PaymentView, "transactions">): TransactionView[] {
  const own = payment.transactions.filter((transaction) => transaction.refundId === null);
  return own.filter(
    (transaction) =>
      !(
        transaction.paymentTypeId === "cash" &&
        Math.abs(transaction.amount) < 5 &&
        transaction.tendered === null
      ),
  );
}

/** Points the customer spent on the sale: rewards plus loyalty tenders. */
export const pointsRedeemed = (payment: PaymentView): number =>
  payment.loyaltyDiscountPoints +
  payment.transactions
    .filter((transaction) => transaction.refundId === null)
    .reduce((sum, transaction) => sum + transactionPoints(transaction), 0);
