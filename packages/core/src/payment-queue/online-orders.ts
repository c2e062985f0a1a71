import { randomUUID } from "node:crypto";
import { Service } from "electrodb";
import { nowIso } from "../common/clock";
import { getLocation } from "../company/company";
import { DomainEvent } from "../events/domain-event.entity";
import { realtimeQueued } from "../realtime/outbox";
import { RealtimeOutbox } from "../realtime/realtime-outbox.entity";
import type { ExternalSourceView } from "../integrations/external-source.schema";
import { OnlineOrderRef } from "./online-order-ref.entity";
import { PaymentQueue, type PaymentQueueItem } from "./payment-queue.entity";
import {
  ZCreateOnlineOrderInput,
  type CreateOnlineOrderInput,
  type QueueEntryView,
} from "./payment-queue.schema";
import { queueEventItem, queueRealtimeItem, queueTotal, readEntry, toQueueView } from "./payment-queue-store";
import { assertQueueProducts } from "./queue-products";

const orderService = new Service({
  paymentQueue: PaymentQueue,
  ref: OnlineOrderRef,
  event: DomainEvent,
  realtime: RealtimeOutbox,
});

async function existingOrder(
  companyId: number,
  externalSourceId: string,
  externalOrderId: string,
): Promise<QueueEntryView | null> {
  const ref = await OnlineOrderRef.get({ companyId, externalSourceId, externalOrderId }).go({
    consistent: true,
  });
  return ref.data ? toQueueView(await readEntry(companyId, ref.data.paymentQueueId)) : null;
}

/**
 * An order an external source sends (pickup or delivery): a PENDING entry at the location, assigned to no
 * register. The source's order number is unique per company: sending it again returns the first entry unchanged.
 */
export async function createOnlineOrder(
  source: ExternalSourceView,
  input: CreateOnlineOrderInput,
): Promise<QueueEntryView> {
  const data = ZCreateOnlineOrderInput.parse(input);
  const { companyId, externalOrderId } = data;
  const repeated = await existingOrder(companyId, source.id, externalOrderId);
  if (repeated) return repeated;
  await getLocation(companyId, data.locationId);
  await assertQueueProducts(companyId, data.paymentLines);
  const at = nowIso();
  const item: PaymentQueueItem = {
    companyId,
    paymentQueueId: randomUUID(),
    status: "PENDING",
    orderType: data.orderType,
    locationId: data.locationId,
    externalSourceId: source.id,
    externalSourceName: source.name,
    externalOrderId,
    customerName: data.customerName ?? undefined,
    note: data.note ?? undefined,
    paymentLines: data.paymentLines,
    paidAmount: data.paidAmount,
    total: queueTotal(data.paymentLines),
    createDate: at,
    updateDate: at,
  };
  const view = toQueueView(item);
  const result = await orderService.transaction
    .write(({ paymentQueue, ref, event, realtime }) => [
      ref
        .create({
          companyId,
          externalSourceId: source.id,
          externalOrderId,
          paymentQueueId: item.paymentQueueId,
        })
        .commit(),
      paymentQueue.create(item).commit(),
      event.create(queueEventItem("created", view, companyId)).commit(),
      realtime.create(queueRealtimeItem("created", view, companyId)).commit(),
    ])
    .go();
  if (result.canceled) {
    // The same order arrived twice at once: the other call made it.
    const raced = await existingOrder(companyId, source.id, externalOrderId);
    if (raced) return raced;
    throw new Error("Online order write was cancelled without a stored order");
  }
  await realtimeQueued(companyId);
  return view;
}
