import { AppError } from "../common/errors";
import { domainEventItem, type DomainEventItem } from "../events/domain-event.entity";
import { announce, outboxMessage } from "../realtime/outbox";
import type { PublishInput } from "../realtime/publisher";
import type { RealtimeOutboxItem } from "../realtime/realtime-outbox.entity";
import { PaymentQueue, type PaymentQueueItem } from "./payment-queue.entity";
import { queueMessages, type QueueEntryView, type QueueLine } from "./payment-queue.schema";

export type QueueChange = "created" | "updated";

export function toQueueView(item: PaymentQueueItem): QueueEntryView {
  return {
    id: item.paymentQueueId,
    status: item.status,
    orderType: item.orderType,
    locationId: item.locationId,
    deviceId: item.deviceId ?? null,
    heldBy: item.heldByDeviceId
      ? { deviceId: item.heldByDeviceId, deviceName: item.heldByDeviceName ?? item.heldByDeviceId }
      : null,
    externalSourceId: item.externalSourceId ?? null,
    externalSourceName: item.externalSourceName ?? null,
    externalOrderId: item.externalOrderId ?? null,
    customerId: item.customerId ?? null,
    customerName: item.customerName ?? null,
    note: item.note ?? null,
    paymentLines: item.paymentLines,
    paidAmount: item.paidAmount,
    total: item.total,
    completedPayment: item.completedPaymentId ? { id: item.completedPaymentId } : null,
    createdBy: item.createdById ? { id: item.createdById, name: item.createdByName ?? "" } : null,
    createDate: item.createDate,
    updateDate: item.updateDate,
  };
}

/** What the lines come to: unit price times quantity, less each line's discount, never below 0 per line. */
export function queueTotal(lines: QueueLine[]): number {
  return lines.reduce(
    (sum, line) => sum + Math.max(0, Math.round(line.price * line.quantity) - line.discountPrice),
    0,
  );
}

export async function readEntry(companyId: number, paymentQueueId: string): Promise<PaymentQueueItem> {
  const result = await PaymentQueue.get({ companyId, paymentQueueId }).go({ consistent: true });
  if (!result.data) throw new AppError("NOT_FOUND", queueMessages.notFound);
  return result.data;
}

/** An entry the register may see: one of its own location (another location's reads as missing). */
export async function readLocationEntry(
  companyId: number,
  locationId: string,
  paymentQueueId: string,
): Promise<PaymentQueueItem> {
  const item = await readEntry(companyId, paymentQueueId);
  if (item.locationId !== locationId) throw new AppError("NOT_FOUND", queueMessages.notFound);
  return item;
}

export function assertPending(item: PaymentQueueItem): void {
  if (item.status !== "PENDING") throw new AppError("CONFLICT", queueMessages.notPending);
}

/** Another register that resumed the entry has it: this one may not complete it (or resume it without taking over). */
export function assertNotHeldElsewhere(item: PaymentQueueItem, deviceId: string): void {
  if (item.heldByDeviceId !== undefined && item.heldByDeviceId !== deviceId)
    throw new AppError("CONFLICT", queueMessages.heldElsewhere(item.heldByDeviceName ?? item.heldByDeviceId));
}

/** The outbox item to write in the same transaction as the change (webhook type paymentQueue.created/updated). */
export function queueEventItem(
  change: QueueChange,
  view: QueueEntryView,
  companyId: number,
): DomainEventItem {
  return domainEventItem({
    companyId,
    type: change === "created" ? "paymentQueue.created" : "paymentQueue.updated",
    locationId: view.locationId,
    data: view,
  });
}

const queueMessage = (companyId: number, change: QueueChange, view: QueueEntryView): PublishInput => ({
  companyId,
  topic: "paymentQueue",
  event: change,
  data: view,
  locationId: view.locationId,
});

/**
 * The real-time message for the location's registers (topic "paymentQueue"), to write in the change's own
 * transaction; then `realtimeQueued(companyId)` publishes it after the response.
 */
export function queueRealtimeItem(
  change: QueueChange,
  view: QueueEntryView,
  companyId: number,
): RealtimeOutboxItem {
  return outboxMessage(queueMessage(companyId, change, view));
}

/**
 * Tells the location's registers of a change written without the message: writes it to the outbox right after
 * the change and publishes it after the response. A failed write is logged, not thrown: the change stands and
 * registers pick it up on their next refresh.
 */
export async function publishQueueEntry(
  companyId: number,
  change: QueueChange,
  view: QueueEntryView,
): Promise<void> {
  try {
    await announce(queueMessage(companyId, change, view));
  } catch (error) {
    console.error("paymentQueue publish failed", error);
  }
}
