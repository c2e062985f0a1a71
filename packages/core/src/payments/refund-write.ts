import { Service } from "electrodb";
import { CustomerEntity, LoyaltyLedgerEntity, type LoyaltyLedgerItem } from "../customers/customer.entity";
import type { RefundPointsChange } from "../customers/loyalty-refund";
import type { RegisterEmployee } from "../employees/employees.schema";
import { DomainEvent, domainEventItem } from "../events/domain-event.entity";
import { InventoryLog } from "../inventory/inventory-log.entity";
import { Stock } from "../inventory/stock.entity";
import { ledgerCommits, lostStockRace, type CancelReasons, type LedgerPlan } from "../inventory/stock-ledger";
import { ShiftLog } from "../shifts/cash-movement.entity";
import { ShiftTotal } from "../shifts/shift-total.entity";
import { shiftTotalChanges } from "../shifts/shift-totals";
import { Payment, type PaymentItem } from "./payment.entity";
import type { PaymentView, RefundView } from "./payment.schema";
import type { RefundPlan } from "./refund-plan";

const refundService = new Service({
  payment: Payment,
  stock: Stock,
  inventoryLog: InventoryLog,
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
  /**
   * The customer's points: those paid with and those spent on rewards given back, those earned taken back; the
   * write is conditioned on the balance read before.
   */
  points: { customerId: string; change: RefundPointsChange } | null;
  /** The restocked goods and their REFUND entries, planned over stock read just before. */
  ledger: LedgerPlan;
}

/** "race": stock changed since it was read; "changed": the sale or the customer's points did. */
export type RefundOutcome = "ok" | "race" | "changed";

function ledgerEntries(write: RefundWrite): LoyaltyLedgerItem[] {
  if (!write.points) return [];
  const { item, refund, employee } = write;
  const { customerId, change } = write.points;
  const spent = change.shortfall > 0 ? ` (${change.shortfall} already spent)` : "";
  const entries = [
    { change: change.given, reason: `Refund of sale #${item.number}`, written: change.given > 0 },
    {
      change: change.rewards,
      reason: `Spent on rewards of sale #${item.number}, given back by a refund`,
      written: change.rewards > 0,
    },
    {
      change: -change.taken,
      reason: `Earned on sale #${item.number}, taken back by a refund${spent}`,
      written: change.taken + change.shortfall > 0,
    },
  ].filter((entry) => entry.written);
  let balance = change.before;
  return entries.map((entry, index) => {
    balance += entry.change;
    return {
      companyId: item.companyId,
      customerId,
      entryId: `${refund.createDate}#refund-${refund.id.slice(0, 8)}-${index + 1}`,
      balance: "loyaltyPoints",
      change: entry.change,
      balanceAfter: balance,
      reason: entry.reason,
      actorId: employee.id,
      createDate: refund.createDate,
    };
  });
}

/**
 * The refund in one transaction: restocked goods with their ledger entries (first), the sale, the drawer log and
 * totals of the open shift, the customer's points with their ledger entries, and the payment.refunded event.
 */
export async function writeRefund(write: RefundWrite): Promise<RefundOutcome> {
  const { item, view, plan, shiftId, employee, logId, cash, points } = write;
  const { companyId } = item;
  const createDate = write.refund.createDate;
  const result = await refundService.transaction
    .write((entities) => [
      ...ledgerCommits(entities, write.ledger),
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
      ...(points
        ? [
            entities.customer
              .patch({ companyId, customerId: points.customerId })
              .set({ loyaltyPoints: points.change.after, updateDate: createDate })
              .where((attributes, { eq }) => eq(attributes.loyaltyPoints, points.change.before))
              .commit(),
          ]
        : []),
      ...ledgerEntries(write).map((entry) => entities.ledger.create(entry).commit()),
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
  if (!result.canceled) return "ok";
  const reasons = result.data as unknown as CancelReasons;
  return lostStockRace(reasons, write.ledger.stock.length) ? "race" : "changed";
}
