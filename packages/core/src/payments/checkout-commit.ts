import { AppError } from "../common/errors";
import { readCustomer } from "../customers/customers";
import type { CustomerItem } from "../customers/customer.entity";
import { stockRace, withStockRetry } from "../inventory/stock-ledger";
import { realtimeQueued } from "../realtime/outbox";
import { CheckoutKey } from "./payment.entity";
import { cardPaymentMessages } from "../card-payments/card-payments.schema";
import { paymentMessages, type PaymentView, type ZCheckoutInput } from "./payment.schema";
import { findPayment, toPaymentView } from "./payment-view";
import { writeCheckout, type CheckoutWrite, type LoyaltyChange } from "./checkout-write";

export type CheckoutData = ReturnType<typeof ZCheckoutInput.parse>;

const maxAttempts = 5;

/** The payment a key already made, or a refusal when the key came with another request; null: unused key. */
export async function replay(
  companyId: number,
  data: Pick<CheckoutData, "idempotencyKey">,
  requestHash: string,
): Promise<PaymentView | null> {
  const key = { companyId, idempotencyKey: data.idempotencyKey };
  const record = (await CheckoutKey.get(key).go({ consistent: true })).data;
  if (!record) return null;
  if (record.requestHash !== requestHash) throw new AppError("CONFLICT", paymentMessages.idempotencyMismatch);
  return toPaymentView(await findPayment(companyId, record.paymentId));
}

/**
 * Writes the sale; on a lost race on stock reads the stock again and re-plans (withStockRetry's rounds and
 * jittered pauses), on a moved loyalty balance reads it again, on a used key returns the first sale.
 */
export async function commit(
  first: CheckoutWrite,
  build: (loyalty: LoyaltyChange | null) => Promise<CheckoutWrite>,
  data: Pick<CheckoutData, "idempotencyKey">,
  customer: CustomerItem | null,
): Promise<PaymentView> {
  const { companyId } = first.payment;
  let planned: CheckoutWrite | null = first;
  let loyalty = first.loyalty;
  return withStockRetry(async () => {
    let current = planned ?? (await build(loyalty));
    planned = null;
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const outcome = await writeCheckout(current);
      if (outcome.ok) {
        if (current.queue) await realtimeQueued(companyId);
        return toPaymentView(current.payment);
      }
      if (outcome.reason === "race") return stockRace;
      if (outcome.reason === "key") {
        const replayed = await replay(companyId, data, current.requestHash);
        if (replayed) return replayed;
      } else if (outcome.reason === "queue") {
        throw new AppError("CONFLICT", paymentMessages.queueNotPending);
      } else if (outcome.reason === "card") {
        throw new AppError("CONFLICT", cardPaymentMessages.alreadyUsed);
      } else if (outcome.reason === "charge") {
        throw new AppError("CONFLICT", paymentMessages.chargeUnknown);
      } else if (outcome.reason === "customer" && customer && current.loyalty) {
        // The balance moved since it was read: read it again and check the sale can still spend its points.
        const fresh = await readCustomer(companyId, customer.customerId);
        const after = fresh.loyaltyPoints - current.loyalty.spent;
        if (after < 0) throw new AppError("CONFLICT", paymentMessages.pointsChanged);
        loyalty = { ...current.loyalty, before: fresh.loyaltyPoints };
        current = { ...current, loyalty };
      }
    }
    throw new AppError(
      "CONFLICT",
      "The sale could not be recorded because of a concurrent change; try again.",
    );
  });
}
