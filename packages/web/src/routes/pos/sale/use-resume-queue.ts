import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import type { PosProduct } from "@pos/core/payments/pos-data.schema";
import type { CartAction, CartCustomer, LoadedLine } from "@/features/cart/cart-state";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";
import type { CarriedLine } from "@pos/core/payments/discount-approval";

export const resumeFailedMessage = "There was an error populating your cart using the sales queue";

/**
 * A queue entry's lines as cart lines: each keeps its unit price (an override only where it differs from the
 * catalogue's) and its discount. null when a product is no longer sold here.
 */
export function queueLines(
  entry: QueueEntryView,
  productById: (id: string) => PosProduct | undefined,
): LoadedLine[] | null {
  const lines: LoadedLine[] = [];
  for (const line of entry.paymentLines) {
    const product = productById(line.productId);
    if (!product) return null;
    lines.push({
      product,
      batchId: line.batchId,
      quantity: line.quantity,
      priceOverride: line.price === product.price ? null : line.price,
      discountId: line.discountId,
    });
  }
  return lines;
}

/** `/pos/sale?queueId=`: fills the cart with a parked sale or online order once the catalogue is loaded. */
export function useResumeQueue(
  ready: boolean,
  productById: (id: string) => PosProduct | undefined,
  dispatch: (action: CartAction) => void,
  /** The lines of an online order, whose discounts the source granted (null for a parked sale). */
  onGranted: (lines: CarriedLine[] | null) => void,
) {
  const [params] = useSearchParams();
  const queueId = params.get("queueId");
  const utils = trpc.useUtils();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!queueId || !ready || started.current === queueId) return;
    started.current = queueId;
    void (async () => {
      try {
        const entry = await utils.paymentQueue.get.fetch({ paymentQueueId: queueId });
        const lines = queueLines(entry, productById);
        if (!lines || entry.status !== "PENDING") throw new Error(resumeFailedMessage);
        let customer: CartCustomer | null = null;
        if (entry.customerId) {
          const found = await utils.customers.pos.get.fetch({ customerId: entry.customerId });
          customer = { id: found.id, name: found.name, loyaltyPoints: found.loyaltyPoints };
        }
        dispatch({ type: "load", paymentQueueId: entry.id, lines, customer });
        onGranted(entry.externalSourceId ? entry.paymentLines : null);
      } catch {
        posToast.error(resumeFailedMessage);
      }
    })();
  }, [queueId, ready, productById, dispatch, utils, onGranted]);
}
