import { ExternalCharge } from "../payments/external-charge.entity";
import type { TransactionView } from "../payments/payment.schema";
import { giftCardFailure, giftCardProvider } from "./gift-card-account";
import { mirrorCard } from "./gift-cards";

type Meta = { type?: unknown; label?: unknown; chargeId?: unknown; cardType?: unknown };

const metaOf = (transaction: TransactionView): Meta => {
  try {
    return (JSON.parse(transaction.metadata ?? "{}") ?? {}) as Meta;
  } catch {
    return {};
  }
};

/**
 * A refund of a sale paid with a gift card puts that part back onto the card (refund to a gift card): for each of
 * the refund's "other" transactions the plan gave a gift card's label, the provider is sent the amount with the
 * key `{refundId}:{index}` (a retried refund adds it once), and the transaction keeps the card's charge.
 */
export async function refundOntoGiftCards(
  companyId: number,
  transactions: TransactionView[],
  refundId: string,
): Promise<TransactionView[]> {
  const redeemed = transactions.filter((tx) => tx.refundId === null && metaOf(tx).type === "giftCard");
  const back = transactions.filter(
    (tx) =>
      tx.refundId === refundId &&
      tx.paymentTypeId === "other" &&
      redeemed.some((sale) => metaOf(sale).label === metaOf(tx).cardType),
  );
  if (back.length === 0) return transactions;
  const provider = await giftCardProvider(companyId);
  const done = new Map<string, TransactionView>();
  for (const [index, transaction] of back.entries()) {
    const { label, chargeId } = metaOf(
      redeemed.find((sale) => metaOf(sale).label === metaOf(transaction).cardType)!,
    );
    const charge = (await ExternalCharge.get({ companyId, chargeId: String(chargeId) }).go()).data;
    if (!charge?.cardNumber) continue;
    const call = await provider.refund(charge.cardNumber, {
      amount: -transaction.amount,
      idempotencyKey: `${refundId}:${index}`,
    });
    if (call.kind === "failed") throw giftCardFailure(call);
    await mirrorCard(companyId, call.body);
    done.set(transaction.id, {
      ...transaction,
      metadata: JSON.stringify({ type: "giftCard", label, chargeId, cardType: label }),
    });
  }
  return transactions.map((transaction) => done.get(transaction.id) ?? transaction);
}
