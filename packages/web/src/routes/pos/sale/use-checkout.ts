import { useState } from "react";
import { useNavigate } from "react-router";
import type { OfflineSaleInput } from "@pos/core/offline/offline-sale.schema";
import { paymentMessages, type SaleQuote, type TenderInput } from "@pos/core/payments/payment.schema";
import { saleLinesOf } from "@/features/cart/cart-quote";
import type { CartState } from "@/features/cart/cart-state";
import { isNetworkError, serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { isOffline, useRegisterOffline } from "../offline/register-offline-context";
import { useOfflineCheckout } from "../offline/use-offline-checkout";
import { alreadySold } from "./checkout-messages";

export const saleSuccessPath = (paymentId: string) =>
  `/pos/sale/success?paymentId=${encodeURIComponent(paymentId)}`;

type CheckoutOptions = {
  /** After the sale is recorded, before the register moves to the success page. */
  onSold: () => void;
};

export interface CheckoutRequest {
  cart: CartState;
  /** The open sale's key (see OpenSale): the same cart paid again sends the same key. */
  checkoutKey: string;
  tenders: TenderInput[];
  expectedTotal: number;
  limitOverridePasscode: string | null;
  priceOverridePasscode: string | null;
  discountPasscode: string | null;
  /** The register's own price of the cart: what an offline sale records as charged. */
  quote: SaleQuote;
  pennyRounding: boolean;
  /** Who approved, by employee id (an offline sale sends these instead of passcodes). */
  approvals: OfflineSaleInput["approvals"];
}

/**
 * The checkout call. The idempotency key belongs to the cart, not to the attempt: a retry after a lost answer,
 * a reload or a server error sends the same key, so the server records the sale once and answers the retry with it.
 * Offline (or when the server gives no answer) the sale goes to the outbox as `pending_<key>` instead, so a
 * checkout that did reach the server and its offline copy are still one sale.
 */
export function useCheckout({ onSold }: CheckoutOptions) {
  const navigate = useNavigate();
  const checkout = trpc.sales.checkout.useMutation();
  const { connection, sync } = useRegisterOffline();
  const offline = useOfflineCheckout();
  const [offlineError, setOfflineError] = useState<string | null>(null);

  async function recordOffline(request: CheckoutRequest) {
    const outcome = await offline.record(request);
    if (!outcome.ok) {
      setOfflineError(outcome.message);
      return;
    }
    checkout.reset();
    onSold();
    sync();
    await navigate(saleSuccessPath(outcome.pendingId));
  }

  async function submit(request: CheckoutRequest) {
    if (checkout.isPending || offline.pending) return;
    setOfflineError(null);
    if (isOffline(connection)) return recordOffline(request);
    const input = {
      lines: saleLinesOf(request.cart),
      orderDiscountIds: request.cart.orderDiscountIds,
      customerId: request.cart.customer?.id ?? null,
      tenders: request.tenders,
      expectedTotal: request.expectedTotal,
      limitOverridePasscode: request.limitOverridePasscode,
      priceOverridePasscode: request.priceOverridePasscode,
      discountPasscode: request.discountPasscode,
      paymentQueueId: request.cart.paymentQueueId,
    };
    try {
      const payment = await checkout.mutateAsync({ ...input, idempotencyKey: request.checkoutKey });
      onSold();
      await navigate(saleSuccessPath(payment.id));
    } catch (failure) {
      // No answer: the register sells on offline (the key keeps it one sale if the server did record it).
      if (isNetworkError(failure)) await recordOffline(request);
    }
  }

  const failed = checkout.error;
  const error =
    offlineError ??
    (failed && !isNetworkError(failed)
      ? failed.message === paymentMessages.idempotencyMismatch
        ? alreadySold
        : serverMessageOr(failed, "Failed to process payment")
      : null);

  const reset = () => {
    checkout.reset();
    setOfflineError(null);
  };
  return { submit, pending: checkout.isPending || offline.pending, error, reset };
}
