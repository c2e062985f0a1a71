import { useState } from "react";
import { offlineMessages } from "@pos/core/offline/offline-sale.schema";
import { paymentMessages } from "@pos/core/payments/payment.schema";
import { registerDb } from "@/lib/offline/offline-db";
import { newPendingId } from "@/lib/offline/outbox";
import { addToOutbox } from "@/lib/offline/outbox-db";
import { trpc } from "@/lib/trpc";
import type { CheckoutRequest } from "../sale/use-checkout";
import { offlineSaleInput, offlineTenderRefusal, pendingPayment } from "./offline-sale";

export type OfflineOutcome = { ok: true; pendingId: string } | { ok: false; message: string };

/**
 * Records a sale in the outbox when the register cannot reach the server: the same rules as online were applied
 * while the cart was built (prices, discounts, the 30 g limit and approvals from local data); here the tenders
 * are checked (provider cards and loyalty need the server) and the sale gets its pending id.
 */
export function useOfflineCheckout() {
  const utils = trpc.useUtils();
  const [pending, setPending] = useState(false);

  async function record(request: CheckoutRequest): Promise<OfflineOutcome> {
    const refusal = offlineTenderRefusal(request.tenders);
    if (refusal) return { ok: false, message: refusal };
    if (request.cart.paymentQueueId) return { ok: false, message: offlineMessages.queueOffline };
    const device = utils.device.getCurrent.getData();
    const shift = utils.shifts.current.getData()?.shift;
    const employee = utils.hours.current.getData();
    if (!device || !shift) return { ok: false, message: paymentMessages.noShift };
    if (!employee) return { ok: false, message: paymentMessages.noEmployee };
    const facts = {
      pendingId: newPendingId(request.checkoutKey),
      recordedAt: new Date().toISOString(),
      shiftId: shift.id,
      employee: { id: employee.id, name: employee.name },
      deviceId: device.deviceId,
      locationId: device.location.id,
      companyId: device.company.id,
      cart: request.cart,
      quote: request.quote,
      tenders: request.tenders,
      pennyRounding: request.pennyRounding,
      approvals: request.approvals,
    };
    setPending(true);
    try {
      await addToOutbox(registerDb(), {
        pendingId: facts.pendingId,
        kind: "sale",
        payload: offlineSaleInput(facts),
        receipt: pendingPayment(facts),
        createdAt: facts.recordedAt,
        state: "waiting",
        error: null,
      });
      return { ok: true, pendingId: facts.pendingId };
    } catch {
      return { ok: false, message: offlineMessages.notSaved };
    } finally {
      setPending(false);
    }
  }

  return { record, pending };
}
