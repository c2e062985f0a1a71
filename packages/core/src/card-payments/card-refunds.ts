import { AppError } from "../common/errors";
import type { TransactionView } from "../payments/payment.schema";
import { refundMessages, type RefundTender } from "../payments/refund.schema";
import { cardProvider } from "./card-provider-client";
import { CardProviderError, type ProviderRefund } from "./card-provider";
import { cardPaymentMessages, isCardProvider, type CardProviderId } from "./card-payments.schema";

/** A refund transaction's metadata: what the provider gave back on which of its payments. */
export interface CardRefundMetadata {
  type: "refund";
  provider: CardProviderId;
  cardType: string | null;
  refunds: { providerPaymentId: string; providerRefundId: string; amount: number }[];
}

interface CardPaid {
  transaction: TransactionView;
  provider: CardProviderId;
  providerPaymentId: string;
  cardType: string | null;
  merchantId: string;
}

/** Attempts at one provider refund: a failed (or unknown) earlier attempt is started again under the next key. */
const maxAttempts = 3;
const maxPolls = 60;
const pollMs = 250;

function parse(transaction: TransactionView): Record<string, unknown> {
  if (!transaction.metadata) throw new AppError("INVALID_INPUT", cardPaymentMessages.metadataNotFound);
  try {
    const value: unknown = JSON.parse(transaction.metadata);
    if (typeof value === "object" && value !== null) return value as Record<string, unknown>;
  } catch {
    // A metadata text that is not JSON is as good as none.
  }
  throw new AppError("INVALID_INPUT", cardPaymentMessages.metadataNotFound);
}

/** The sale's card payments, by the transaction's metadata type (a refund's own transactions are not payments). */
function cardPayments(transactions: readonly TransactionView[], merchantId: string): CardPaid[] {
  return transactions.flatMap((transaction) => {
    if (!isCardProvider(transaction.paymentTypeId) || transaction.refundId !== null) return [];
    const metadata = parse(transaction);
    if (metadata.type !== "payment" || typeof metadata.providerPaymentId !== "string" || !metadata.providerPaymentId)
      throw new AppError("INVALID_INPUT", cardPaymentMessages.invalidMethod);
    return [
      {
        transaction,
        provider: transaction.paymentTypeId,
        providerPaymentId: metadata.providerPaymentId,
        cardType: typeof metadata.cardType === "string" ? metadata.cardType : null,
        merchantId,
      },
    ];
  });
}

/** What earlier refunds gave back on each provider payment. */
function refundedBefore(transactions: readonly TransactionView[]): Map<string, number> {
  const given = new Map<string, number>();
  for (const transaction of transactions) {
    if (!isCardProvider(transaction.paymentTypeId) || transaction.refundId === null || !transaction.metadata) continue;
    const metadata = JSON.parse(transaction.metadata) as CardRefundMetadata;
    for (const refund of metadata.refunds ?? [])
      given.set(refund.providerPaymentId, (given.get(refund.providerPaymentId) ?? 0) + refund.amount);
  }
  return given;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the refund's final status (COMPLETED or FAILED); still open after the polls counts as failed. */
async function settled(refund: ProviderRefund): Promise<ProviderRefund> {
  let current = refund;
  for (let poll = 0; poll < maxPolls && (current.status === "PENDING" || current.status === "PROCESSING"); poll += 1) {
    await wait(pollMs);
    current = await cardProvider().refund(current.id);
  }
  return current;
}

/** One provider refund, re-initiated after a failed attempt; the keys make a retried refund never pay twice. */
async function refundOnce(paid: CardPaid, amount: number, refundId: string): Promise<ProviderRefund> {
  const provider = cardProvider();
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const key = `${refundId}:${paid.providerPaymentId}:${attempt}`;
    try {
      const refund = await settled(
        await provider.startRefund(key, {
          merchantId: paid.merchantId,
          provider: paid.provider,
          paymentId: paid.providerPaymentId,
          amount,
        }),
      );
      if (refund.status === "COMPLETED") return refund;
    } catch (error) {
      if (!(error instanceof CardProviderError)) throw error;
      if (error.kind === "refused" && error.status === 404)
        throw new AppError("NOT_FOUND", refundMessages.notFound);
    }
  }
  throw new AppError("CONFLICT", cardPaymentMessages.failedRefund);
}

/**
 * Gives a refund's card tenders back through the provider, on the sale's card payments of that type and card
 * type, before the refund is written; returns each card tender's metadata (by index in `tenders`).
 */
export async function refundToCards(
  transactions: readonly TransactionView[],
  tenders: readonly RefundTender[],
  refundId: string,
  merchantId: string,
): Promise<Map<number, CardRefundMetadata>> {
  const results = new Map<number, CardRefundMetadata>();
  if (!tenders.some((tender) => isCardProvider(tender.paymentTypeId))) return results;
  const paid = cardPayments(transactions, merchantId);
  const given = refundedBefore(transactions);
  for (const [index, tender] of tenders.entries()) {
    if (!isCardProvider(tender.paymentTypeId)) continue;
    const provider = tender.paymentTypeId;
    const metadata: CardRefundMetadata = { type: "refund", provider, cardType: tender.cardType, refunds: [] };
    let remaining = tender.amount;
    for (const payment of paid.filter((entry) => entry.provider === provider && entry.cardType === tender.cardType)) {
      const left = payment.transaction.amount - (given.get(payment.providerPaymentId) ?? 0);
      const take = Math.min(left, remaining);
      if (take <= 0) continue;
      const refund = await refundOnce(payment, take, refundId);
      metadata.refunds.push({ providerPaymentId: payment.providerPaymentId, providerRefundId: refund.id, amount: take });
      given.set(payment.providerPaymentId, (given.get(payment.providerPaymentId) ?? 0) + take);
      remaining -= take;
    }
    if (remaining > 0) throw new AppError("INVALID_INPUT", cardPaymentMessages.amountNotFound);
    results.set(index, metadata);
  }
  return results;
}
