import { randomUUID } from "node:crypto";
import { Service } from "electrodb";
import type { DeviceActor } from "../common/actor";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { readCustomer } from "../customers/customers";
import { getActiveDevice } from "../device/device";
import { employeeAtRegister } from "../employees/register-employee";
import { DomainEvent } from "../events/domain-event.entity";
import { realtimeQueued } from "../realtime/outbox";
import { RealtimeOutbox } from "../realtime/realtime-outbox.entity";
import { currentEmployee } from "../shifts/hours";
import { openShiftOf } from "../shifts/shift-store";
import { PaymentQueue, type PaymentQueueItem } from "./payment-queue.entity";
import {
  queueMessages,
  ZAssignQueueInput,
  ZCancelQueueInput,
  ZParkSaleInput,
  ZQueueRef,
  type AssignQueueInput,
  type ParkSaleInput,
  type QueueEntryView,
} from "./payment-queue.schema";
import {
  assertNotHeldElsewhere,
  assertPending,
  queueEventItem,
  queueRealtimeItem,
  queueTotal,
  readLocationEntry,
  toQueueView,
  type QueueChange,
} from "./payment-queue-store";
import { assertQueueProducts } from "./queue-products";

const queueService = new Service({
  paymentQueue: PaymentQueue,
  event: DomainEvent,
  realtime: RealtimeOutbox,
});

/** Writes the entry (created, or changed from `expected`'s update date), its event and its real-time message together, then publishes. */
async function commitEntry(
  change: QueueChange,
  item: PaymentQueueItem,
  expected?: PaymentQueueItem,
): Promise<QueueEntryView> {
  const view = toQueueView(item);
  const result = await queueService.transaction
    .write(({ paymentQueue, event, realtime }) => [
      expected
        ? paymentQueue
            .put(item)
            .where((attr, op) => op.eq(attr.updateDate, expected.updateDate))
            .commit()
        : paymentQueue.create(item).commit(),
      event.create(queueEventItem(change, view, item.companyId)).commit(),
      realtime.create(queueRealtimeItem(change, view, item.companyId)).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", queueMessages.notPending);
  await realtimeQueued(item.companyId);
  return view;
}

/** Parks the register's cart: a PENDING entry of type "parked" for this register and its current employee. */
export async function parkSale(actor: DeviceActor, input: ParkSaleInput): Promise<QueueEntryView> {
  const data = ZParkSaleInput.parse(input);
  const { device } = await openShiftOf(actor);
  await assertQueueProducts(device.companyId, data.paymentLines);
  const [employee, customer] = await Promise.all([
    currentEmployee(actor),
    data.customerId ? readCustomer(device.companyId, data.customerId) : null,
  ]);
  const at = nowIso();
  return commitEntry("created", {
    companyId: device.companyId,
    paymentQueueId: randomUUID(),
    status: "PENDING",
    orderType: "parked",
    locationId: device.locationId,
    deviceId: device.deviceId,
    customerId: customer?.customerId,
    customerName: customer?.name,
    note: data.note ?? undefined,
    paymentLines: data.paymentLines,
    paidAmount: 0,
    total: queueTotal(data.paymentLines),
    createdById: employee?.id,
    createdByName: employee?.name,
    createDate: at,
    updateDate: at,
  });
}

/** The PENDING entries at the register's location (parked sales and online orders), newest first. */
export async function listQueue(actor: DeviceActor): Promise<QueueEntryView[]> {
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const result = await PaymentQueue.query
    .byLocation({ companyId: device.companyId, locationId: device.locationId, status: "PENDING" })
    .go({ pages: "all", order: "desc" });
  return result.data.filter((item) => item.status === "PENDING").map(toQueueView);
}

export async function getQueueEntry(actor: DeviceActor, input: { paymentQueueId: string }) {
  const { paymentQueueId } = ZQueueRef.parse(input);
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  return toQueueView(await readLocationEntry(device.companyId, device.locationId, paymentQueueId));
}

/**
 * Resuming (the spec's "assign device to queue"): the entry becomes this register's, so other registers show it
 * as open here and only this register can complete it. An entry open at another register is refused unless
 * `takeOver` (a register that went away cannot hold it forever). An online order is also assigned to the register.
 */
export async function assignDevice(actor: DeviceActor, input: AssignQueueInput): Promise<QueueEntryView> {
  const { paymentQueueId, takeOver } = ZAssignQueueInput.parse(input);
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const item = await readLocationEntry(device.companyId, device.locationId, paymentQueueId);
  assertPending(item);
  if (!takeOver) assertNotHeldElsewhere(item, device.deviceId);
  const online = item.externalSourceId !== undefined;
  if (item.heldByDeviceId === device.deviceId && (!online || item.deviceId === device.deviceId))
    return toQueueView(item);
  const assigned: PaymentQueueItem = {
    ...item,
    heldByDeviceId: device.deviceId,
    heldByDeviceName: device.name,
    deviceId: online ? device.deviceId : item.deviceId,
    updateDate: nowIso(),
  };
  try {
    return await commitEntry("updated", assigned, item);
  } catch (error) {
    // Another register changed it first (two resumed it at once): say who has it now.
    const now = await readLocationEntry(device.companyId, device.locationId, paymentQueueId);
    assertPending(now);
    if (!takeOver) assertNotHeldElsewhere(now, device.deviceId);
    throw error;
  }
}

/**
 * Cancels a pending entry with the passcode of the employee cancelling. A paid entry (something already paid
 * online) needs CAN_EDIT_SALES at the location.
 */
export async function cancelQueueEntry(
  actor: DeviceActor,
  input: { paymentQueueId: string; passcode: string },
): Promise<QueueEntryView> {
  const { paymentQueueId, passcode } = ZCancelQueueInput.parse(input);
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const item = await readLocationEntry(device.companyId, device.locationId, paymentQueueId);
  assertPending(item);
  const employee = await employeeAtRegister(actor, { passcode });
  if (item.paidAmount > 0 && !employee.permissions.includes("CAN_EDIT_SALES"))
    throw new AppError("FORBIDDEN", queueMessages.noPermissionPaid);
  return commitEntry("updated", { ...item, status: "CANCELLED", updateDate: nowIso() }, item);
}

/**
 * Deletes one of this register's own unpaid parked sales. Registers are told as for a cancellation (status
 * CANCELLED), so every list drops it; the webhook event says the same.
 */
export async function removeParkedSale(actor: DeviceActor, input: { paymentQueueId: string }): Promise<void> {
  const { paymentQueueId } = ZQueueRef.parse(input);
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const item = await readLocationEntry(device.companyId, device.locationId, paymentQueueId);
  assertPending(item);
  if (item.orderType !== "parked" || item.deviceId !== device.deviceId || item.paidAmount > 0)
    throw new AppError("FORBIDDEN", queueMessages.notOwnParked);
  const view = toQueueView({ ...item, status: "CANCELLED", updateDate: nowIso() });
  const result = await queueService.transaction
    .write(({ paymentQueue, event, realtime }) => [
      paymentQueue
        .delete({ companyId: item.companyId, paymentQueueId })
        .where((attr, op) => op.eq(attr.updateDate, item.updateDate))
        .commit(),
      event.create(queueEventItem("updated", view, item.companyId)).commit(),
      realtime.create(queueRealtimeItem("updated", view, item.companyId)).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", queueMessages.notPending);
  await realtimeQueued(item.companyId);
}
