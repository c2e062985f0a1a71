import type { DeviceActor } from "../common/actor";
import { AppError } from "../common/errors";
import { getActiveDevice } from "../device/device";
import { Payment, type PaymentItem } from "./payment.entity";
import { paymentMessages, ZPaymentRef, type PaymentView } from "./payment.schema";

export function toPaymentView(item: PaymentItem): PaymentView {
  return {
    id: item.paymentId,
    number: item.number,
    status: item.status,
    companyId: item.companyId,
    locationId: item.locationId,
    deviceId: item.deviceId,
    shiftId: item.shiftId,
    employee: { id: item.employeeId, name: item.employeeName },
    customer: item.customerId ? { id: item.customerId, name: item.customerName ?? "" } : null,
    lines: item.lines,
    transactions: item.transactions,
    refunds: item.refunds,
    subtotal: item.subtotal,
    discountTotal: item.discountTotal,
    taxTotal: item.taxTotal,
    taxes: item.taxes,
    depositTotal: item.depositTotal,
    total: item.total,
    rounding: item.rounding,
    actualTotal: item.actualTotal,
    totalPaid: item.totalPaid,
    changeDue: item.changeDue,
    loyaltyDiscountPoints: item.loyaltyDiscountPoints,
    loyaltyPointsEarned: item.loyaltyPointsEarned,
    cannabisEquivalentGrams: item.cannabisEquivalentGrams,
    limitOverride: item.limitOverrideEmployeeId
      ? { employeeId: item.limitOverrideEmployeeId, employeeName: item.limitOverrideEmployeeName ?? "" }
      : null,
    priceOverride: item.priceOverrideEmployeeId
      ? { employeeId: item.priceOverrideEmployeeId, employeeName: item.priceOverrideEmployeeName ?? "" }
      : null,
    paymentQueueId: item.paymentQueueId ?? null,
    createDate: item.createDate,
    completeDate: item.completeDate ?? null,
  };
}

/** pos-and-accounts.md 4: a payment with a pending or processing transaction is unfinished. */
export const isUnfinished = (payment: Pick<PaymentView, "transactions">): boolean =>
  payment.transactions.some((entry) => entry.status === "pending" || entry.status === "processing");

/** A payment of the company; another location's only when `locationId` is not given. */
export async function findPayment(
  companyId: number,
  paymentId: string,
  locationId?: string,
): Promise<PaymentItem> {
  const item = (await Payment.get({ companyId, paymentId }).go({ consistent: true })).data;
  if (!item || (locationId !== undefined && item.locationId !== locationId))
    throw new AppError("NOT_FOUND", paymentMessages.notFound);
  return item;
}

/** sales.get: one payment of the register's location. */
export async function getRegisterPayment(
  actor: DeviceActor,
  input: { paymentId: string },
): Promise<PaymentView> {
  const { paymentId } = ZPaymentRef.parse(input);
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  return toPaymentView(await findPayment(device.companyId, paymentId, device.locationId));
}
