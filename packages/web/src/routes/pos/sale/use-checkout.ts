import { useNavigate } from "react-router";
import { paymentMessages, type TenderInput } from "@pos/core/payments/payment.schema";
import { saleLinesOf } from "@/features/cart/cart-quote";
import type { CartState } from "@/features/cart/cart-state";
import { isNetworkError, serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
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
}

/**
 * The checkout call. The idempotency key belongs to the cart, not to the attempt: a retry after a lost answer,
 * a reload or a server error sends the same key, so the server records the sale once and answers the retry with it.
 */
export function useCheckout({ onSold }: CheckoutOptions) {
  const navigate = useNavigate();
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
    try {
      const payment = await checkout.mutateAsync({ ...input, idempotencyKey: request.checkoutKey });
      onSold();
      await navigate(saleSuccessPath(payment.id));
    } catch {
      // Shown from checkout.error; the key stays with the cart for the next try.
    }
  }

  const failed = checkout.error;
  const error = failed
    ? isNetworkError(failed)
      ? "The register could not reach the server. Check the connection and press Complete sale again: the sale will not be recorded twice."
      : failed.message === paymentMessages.idempotencyMismatch
        ? alreadySold
        : serverMessageOr(failed, "Failed to process payment")
    : null;

  return { submit, pending: checkout.isPending, error, reset: checkout.reset };
}
