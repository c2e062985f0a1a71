import { randomUUID } from "node:crypto";
import { Service } from "electrodb";
import { CustomerEntity, LoyaltyLedgerEntity, type CustomerItem } from "../customers/customer.entity";
import type { RegisterEmployee } from "../employees/employees.schema";
import { DomainEvent, domainEventItem } from "../events/domain-event.entity";
import { noBatch, Stock } from "../inventory/stock.entity";
import { ShiftLog } from "../shifts/cash-movement.entity";
import { ShiftTotal } from "../shifts/shift-total.entity";
import { shiftTotalChanges } from "../shifts/shift-totals";
import { Payment, type PaymentItem } from "./payment.entity";
import type { PaymentView, RefundView } from "./payment.schema";
import type { RefundPlan } from "./refund-plan";

const refundService = new Service({
  payment: Payment,
  stock: Stock,
  shiftLog: ShiftLog,
  shiftTotal: ShiftTotal,
  event: DomainEvent,
  customer: CustomerEntity,
  ledger: LoyaltyLedgerEntity,
});

export interface RefundWrite {
  /** The sale as read; the write is conditioned on its updateDate. */
  item: PaymentItem;
  /** The sale after the refund. */
  view: PaymentView;
  refund: RefundView;
  plan: RefundPlan;
  /** The register's open shift, whose drawer and totals the refund moves. */
  shiftId: string;
  employee: Pick<RegisterEmployee, "id" | "name">;
  /** The next drawer log id, when cash goes back. */
  logId: string | null;
  cash: number;
  /** The customer as read (the write is conditioned on the points) and the points given back. */
  customer: CustomerItem | null;
  loyalty: number;
}

/**
 * The refund in one transaction: the sale, restocked goods, the drawer log and totals of the open shift, the
 * customer's points with a ledger entry, and the payment.refunded event. False when a condition failed.
 */
export async function writeRefund(write: RefundWrite): Promise<boolean> {
  const { item, view, plan, shiftId, employee, logId, cash, customer, loyalty } = write;
  const { companyId } = item;
  const createDate = write.refund.createDate;
  const result = await refundService.transaction
    .write((entities) => [
      entities.payment
        .patch({ companyId: item.companyId, paymentId: item.paymentId })
        .set({
          status: view.status,
          lines: view.lines,
          transactions: view.transactions,
          refunds: view.refunds,
          updateDate: createDate,
        })
        .where((attributes, { eq }) => eq(attributes.updateDate, item.updateDate))
        .commit(),
      ...plan.lines
        .filter((line) => line.restockQuantity > 0 && line.stockProductId !== null)
        .map((line) =>
          entities.stock
            .update({
              companyId,
              locationId: item.locationId,
              productId: line.stockProductId ?? "",
              batchId: line.batchId ?? noBatch,
            })
            .add({ quantity: line.restockQuantity })
            .set({ updateDate: createDate })
            .commit(),
        ),
      ...(logId
        ? [
            entities.shiftLog
              .create({
                companyId,
                shiftId: shiftId,
                logId,
                type: "refund",
                amount: cash,
                note: `Sale #${item.number}`,
                userId: employee.id,
                userName: employee.name,
                createDate,
              })
              .commit(),
          ]
        : []),
      ...shiftTotalChanges(
        view.transactions.filter((tx) => tx.refundId === write.refund.id),
        "refunds",
        plan.amount,
      ).map((change) =>
        entities.shiftTotal
          .update({ companyId, shiftId: shiftId, kind: change.kind, name: change.name })
          .add({ amount: change.amount, count: change.count })
          .commit(),
      ),
      ...(customer
        ? [
            entities.customer
              .patch({ companyId, customerId: customer.customerId })
              .set({ loyaltyPoints: customer.loyaltyPoints + loyalty, updateDate: createDate })
              .where((attributes, { eq }) => eq(attributes.loyaltyPoints, customer.loyaltyPoints))
              .commit(),
            entities.ledger
              .create({
                companyId,
                customerId: customer.customerId,
                entryId: `${createDate}#${randomUUID().slice(0, 8)}`,
                balance: "loyaltyPoints",
                change: loyalty,
                balanceAfter: customer.loyaltyPoints + loyalty,
                reason: `Refund of sale #${item.number}`,
                actorId: employee.id,
                createDate,
              })
              .commit(),
          ]
        : []),
      entities.event
        .create(
          domainEventItem({
            companyId,
            type: "payment.refunded",
            locationId: item.locationId,
            data: { payment: view, refund: write.refund },
          }),
        )
        .commit(),
    ])
    .go();
  return !result.canceled;
}
