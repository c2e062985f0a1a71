import { useRef } from "react";
import { useNavigate } from "react-router";
import type { TenderInput } from "@pos/core/payments/payment.schema";
import { saleLinesOf } from "@/features/cart/cart-quote";
import type { CartState } from "@/features/cart/cart-state";
import { isNetworkError, serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

export const saleSuccessPath = (paymentId: string) =>
  `/pos/sale/success?paymentId=${encodeURIComponent(paymentId)}`;

type CheckoutOptions = {
  /** After the sale is recorded, before the register moves to the success page. */
  onSold: () => void;
};

export interface CheckoutRequest {
  cart: CartState;
  tenders: TenderInput[];
  expectedTotal: number;
  limitOverridePasscode: string | null;
  priceOverridePasscode: string | null;
  discountPasscode: string | null;
}

/**
 * The checkout call. One idempotency key per attempt: a retry after a network error sends the same key (so the
 * server records the sale once); any answer from the server ends the attempt, and the next one gets a new key.
 */
export function useCheckout({ onSold }: CheckoutOptions) {
  const navigate = useNavigate();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const checkout = trpc.sales.checkout.useMutation();

  async function submit(request: CheckoutRequest) {
    if (checkout.isPending) return;
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
    const body = JSON.stringify(input);
    // The same sale sent again keeps its key; a changed one is a new attempt.
    if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
    try {
      const payment = await checkout.mutateAsync({ ...input, idempotencyKey: attempt.current.key });
      attempt.current = null;
      onSold();
      await navigate(saleSuccessPath(payment.id));
    } catch (error) {
      if (!isNetworkError(error)) attempt.current = null;
    }
  }

  const failed = checkout.error;
  const error = failed
    ? isNetworkError(failed)
      ? "The register could not reach the server. Check the connection and press Complete sale again: the sale will not be recorded twice."
      : serverMessageOr(failed, "Failed to process payment")
    : null;

  return { submit, pending: checkout.isPending, error, reset: checkout.reset };
}
