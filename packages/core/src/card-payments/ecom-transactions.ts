import { AppError } from "../common/errors";
import { findPayment } from "../payments/payment-view";
import { PaymentOption } from "./card-payments.entity";
import {
  cardPaymentMessages,
  isCardProvider,
  ZEcomTransactionInput,
  type EcomTransactionView,
} from "./card-payments.schema";
import { toOptionView } from "./payment-options";

const paymentOptionIdOf = (metadata: string | null): string | null => {
  try {
    const value: unknown = JSON.parse(metadata ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { paymentOptionId } = value as { paymentOptionId?: unknown };
    return typeof paymentOptionId === "string" && paymentOptionId.length > 0 ? paymentOptionId : null;
  } catch {
    return null;
  }
};

/**
 * dashboard.md 7–8: the payment service option an ECOM (online) transaction of a sale was paid through, named by
 * the paymentOptionId its metadata holds (pos-and-accounts.md 3). A register's transaction holds none: 'Transaction
 * is not an ECOM payment service transaction'; an option the payment options service does not have, or no longer
 * offers online: 'Payment service option is not found'.
 */
export async function ecomTransactionService(input: unknown): Promise<EcomTransactionView> {
  const { companyId, locationId, paymentId, transactionId } = ZEcomTransactionInput.parse(input);
  const payment = await findPayment(companyId, paymentId, locationId);
  const transaction = payment.transactions.find((entry) => entry.id === transactionId);
  if (!transaction) throw new AppError("NOT_FOUND", cardPaymentMessages.transactionNotFound);
  const optionId = paymentOptionIdOf(transaction.metadata);
  if (!optionId) throw new AppError("INVALID_INPUT", cardPaymentMessages.notEcom);
  const option = isCardProvider(optionId)
    ? (await PaymentOption.get({ provider: optionId }).go()).data
    : null;
  if (!option?.ecomAvailable) throw new AppError("NOT_FOUND", cardPaymentMessages.optionNotFound);
  return {
    transactionId,
    paymentTypeId: transaction.paymentTypeId,
    amount: transaction.amount,
    option: toOptionView(option),
  };
}
