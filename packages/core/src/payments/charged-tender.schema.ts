import type { PaymentTypeId } from "./payment.schema";

/**
 * What a receipt or sale shows for a transaction: a gift-card redemption and a terminal approval name their card
 * ("Gift card •••• 1234", "Worldpay VISA •••• 4242") from the charge kept in the metadata; others their type.
 */
export function transactionLabel(
  transaction: { paymentTypeId: PaymentTypeId; metadata: string | null },
  labels: Record<PaymentTypeId, string>,
): string {
  const plain = labels[transaction.paymentTypeId];
  if (!transaction.metadata) return plain;
  try {
    const meta = JSON.parse(transaction.metadata) as { type?: unknown; label?: unknown };
    if (meta.type === "giftCard" && typeof meta.label === "string") return meta.label;
    if (meta.type === "terminal" && typeof meta.label === "string") return `${plain} ${meta.label}`;
  } catch {
    return plain;
  }
  return plain;
}
