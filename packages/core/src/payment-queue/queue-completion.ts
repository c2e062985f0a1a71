import type { DeviceActor } from "../common/actor";
import { getActiveDevice } from "../device/device";
import type { DomainEventItem } from "../events/domain-event.entity";
import type { PaymentQueueItem } from "./payment-queue.entity";
import type { QueueEntryView } from "./payment-queue.schema";
import {
  assertNotHeldElsewhere,
  assertPending,
  publishQueueEntry,
  queueEventItem,
  readLocationEntry,
  toQueueView,
} from "./payment-queue-store";

/** What a checkout that completes a queue entry writes in its own transaction, then publishes. */
export interface QueueCompletion {
  /** `paymentQueue.patch(key).set(set).where((a, op) => op.eq(a.updateDate, expectedUpdateDate))` */
  key: { companyId: number; paymentQueueId: string };
  /** `createDate` is repeated because the status is part of the byLocation index key. */
  set: Pick<PaymentQueueItem, "status" | "createDate" | "completedPaymentId" | "updateDate">;
  expectedUpdateDate: string;
  /** `event.create(eventItem)` in the same transaction (webhook paymentQueue.updated). */
  eventItem: DomainEventItem;
  /** After the transaction succeeded: tells the location's registers (topic paymentQueue, event updated). */
  publish: () => Promise<void>;
  view: QueueEntryView;
}

/**
 * For the checkout: the PENDING entry of the register's location that the sale completes, and the update to
 * commit with the sale. Throws NOT_FOUND for another location's entry and CONFLICT for one already closed or
 * open at another register; the sale's write is conditional on the entry not changing since (updateDate), so a
 * register taking it over in between fails the sale.
 */
export async function queueCompletion(
  actor: DeviceActor,
  paymentQueueId: string,
  paymentId: string,
  at: string,
): Promise<QueueCompletion> {
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const item = await readLocationEntry(device.companyId, device.locationId, paymentQueueId);
  assertPending(item);
  assertNotHeldElsewhere(item, device.deviceId);
  const set = {
    status: "COMPLETED" as const,
    createDate: item.createDate,
    completedPaymentId: paymentId,
    updateDate: at,
  };
  const view = toQueueView({ ...item, ...set });
  return {
    key: { companyId: item.companyId, paymentQueueId },
    set,
    expectedUpdateDate: item.updateDate,
    eventItem: queueEventItem("updated", view, item.companyId),
    publish: () => publishQueueEntry(item.companyId, "updated", view),
    view,
  };
}
