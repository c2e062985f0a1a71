import { Service } from "electrodb";
import { CustomerEntity, LoyaltyLedgerEntity, type LoyaltyLedgerItem } from "../customers/customer.entity";
import { CustomerPaymentLink } from "../customers/customer-payment.entity";
import { DomainEvent, domainEventItem } from "../events/domain-event.entity";
import { InventoryLog } from "../inventory/inventory-log.entity";
import { OfflineSale, type OfflineSaleItem } from "../offline/offline-sale.entity";
import { Stock } from "../inventory/stock.entity";
import {
  ledgerCommits,
  ledgerSize,
  lostStockRace,
  type CancelReasons,
  type LedgerPlan,
} from "../inventory/stock-ledger";
import { PaymentQueue, type PaymentQueueItem } from "../payment-queue/payment-queue.entity";
import type { QueueEntryView } from "../payment-queue/payment-queue.schema";
import { queueEventItem, queueRealtimeItem, toQueueView } from "../payment-queue/payment-queue-store";
import { RealtimeOutbox } from "../realtime/realtime-outbox.entity";
import { ShiftTotal } from "../shifts/shift-total.entity";
import type { ShiftTotalChange } from "../shifts/shift-totals";
import { CheckoutKey, Payment, type PaymentItem } from "./payment.entity";
import { CardSale, type CardSaleItem } from "../card-payments/card-payments.entity";
import { ExternalCharge, type ExternalChargeItem } from "./external-charge.entity";
import { toPaymentView } from "./payment-view";

const checkoutService = new Service({
  payment: Payment,
  key: CheckoutKey,
  stock: Stock,
  inventoryLog: InventoryLog,
  shiftTotal: ShiftTotal,
  customer: CustomerEntity,
  link: CustomerPaymentLink,
  ledger: LoyaltyLedgerEntity,
  queue: PaymentQueue,
  event: DomainEvent,
  realtime: RealtimeOutbox,
  cardSale: CardSale,
  offlineSale: OfflineSale,
  charge: ExternalCharge,
});

/** DynamoDB's limit of actions in one TransactWriteItems. */
export const maxTransactionItems = 100;

export interface LoyaltyChange {
  customerId: string;
  /** The balance read before; the write is conditioned on it. */
  before: number;
  spent: number;
  earned: number;
}

export interface CheckoutWrite {
  payment: PaymentItem;
  requestHash: string;
  /** The stock the sale takes and its SALE entries in the ledger, planned over stock read just before. */
  ledger: LedgerPlan;
  totals: ShiftTotalChange[];
  loyalty: LoyaltyChange | null;
  queue: PaymentQueueItem | null;
  /** The approved card payments the sale's card tenders record: each taken once. */
  cardSales: CardSaleItem[];
  /** The terminal approvals and gift-card redemptions the sale's tenders count: each taken once, never once voided. */
  charges?: ExternalChargeItem[];
  /** A sale recorded offline: its pending id and flags, created with the sale (a second sync finds it taken). */
  offline?: OfflineSaleItem;
}

/** What refused the transaction, by the part whose condition failed; "race": stock changed since it was read. */
export type CheckoutOutcome =
  | { ok: true }
  | { ok: false; reason: "key" | "customer" | "queue" | "card" | "charge" | "conflict" | "race" };

type Part =
  | "stock"
  | "key"
  | "payment"
  | "shiftTotal"
  | "link"
  | "customer"
  | "ledger"
  | "queue"
  | "event"
  | "card"
  | "charge"
  | "offline";

function ledgerEntries(change: LoyaltyChange, payment: PaymentItem): LoyaltyLedgerItem[] {
  const entries: { change: number; reason: string }[] = [
    { change: -change.spent, reason: `Spent on sale #${payment.number}` },
    { change: change.earned, reason: `Earned on sale #${payment.number}` },
  ].filter((entry) => entry.change !== 0);
  let balance = change.before;
  return entries.map((entry, index) => {
    balance += entry.change;
    return {
      companyId: payment.companyId,
      customerId: change.customerId,
      entryId: `${payment.createDate}#sale-${payment.paymentId}-${index + 1}`,
      balance: "loyaltyPoints",
      change: entry.change,
      balanceAfter: balance,
      reason: entry.reason,
      actorId: payment.employeeId,
      createDate: payment.createDate,
    };
  });
}

/** How many actions the checkout's transaction takes. */
export const transactionSize = (write: Omit<CheckoutWrite, "requestHash">): number =>
  3 +
  (write.payment.customerId ? 2 : 0) +
  ledgerSize(write.ledger) +
  write.totals.length +
  (write.loyalty ? [write.loyalty.spent, write.loyalty.earned].filter((points) => points !== 0).length : 0) +
  (write.queue ? 3 : 0) +
  write.cardSales.length +
  (write.charges?.length ?? 0) +
  (write.offline ? 1 : 0);

/** The parked sale or online order the checkout completes, as registers and webhooks see it afterwards. */
function completedQueueView(queue: PaymentQueueItem, payment: PaymentItem): QueueEntryView {
  return toQueueView({
    ...queue,
    status: "COMPLETED",
    completedPaymentId: payment.paymentId,
    updateDate: payment.createDate,
  });
}

/**
 * The sale's stock and ledger entries (first), the sale, its key, its shift totals, the customer's history and loyalty, parked entry, outbox
 * event and real-time message: all or nothing.
 */
export async function writeCheckout(write: CheckoutWrite): Promise<CheckoutOutcome> {
  const { payment } = write;
  const { companyId, locationId, createDate: at } = payment;
  const parts: Part[] = [];
  const result = await checkoutService.transaction
    .write(
      ({
        payment: payments,
        key,
        stock,
        inventoryLog,
        shiftTotal,
        link,
        customer,
        ledger,
        queue,
        event,
        realtime,
        cardSale,
        offlineSale,
        charge,
      }) => {
        const items = [
          ...ledgerCommits({ stock, inventoryLog }, write.ledger),
          key
            .create({
              companyId,
              idempotencyKey: payment.idempotencyKey,
              requestHash: write.requestHash,
              paymentId: payment.paymentId,
              deviceId: payment.deviceId,
              createDate: at,
            })
            .commit(),
          payments.create(payment).commit(),
          ...write.totals.map((change) =>
            shiftTotal
              .update({ companyId, shiftId: payment.shiftId, kind: change.kind, name: change.name })
              .add({ amount: change.amount, count: change.count })
              .commit(),
          ),
        ];
        parts.push(
          ...Array.from({ length: ledgerSize(write.ledger) }, (): Part => "stock"),
          "key",
          "payment",
        );
        parts.push(...write.totals.map((): Part => "shiftTotal"));
        if (payment.customerId) {
          const { customerId, paymentId } = payment;
          items.push(link.put({ companyId, customerId, paymentId, createDate: at }).commit());
          parts.push("link");
        }
        // The customer's visit stats (outreach audiences) ride on the loyalty write when there is one.
        const visit = { totalSpent: payment.total, visitedLocationIds: [locationId] };
        if (write.loyalty) {
          const { customerId, before, spent, earned } = write.loyalty;
          items.push(
            customer
              .patch({ companyId, customerId })
              .set({ loyaltyPoints: before - spent + earned, lastVisitDate: at, updateDate: at })
              .add(visit)
              .where((attributes, { eq }) => eq(attributes.loyaltyPoints, before))
              .commit(),
          );
          parts.push("customer");
          for (const entry of ledgerEntries(write.loyalty, payment)) {
            items.push(ledger.create(entry).commit());
            parts.push("ledger");
          }
        } else if (payment.customerId) {
          items.push(
            customer
              .patch({ companyId, customerId: payment.customerId })
              .set({ lastVisitDate: at, updateDate: at })
              .add(visit)
              .commit(),
          );
          parts.push("customer");
        }
        if (write.queue) {
          const { paymentQueueId, createDate, updateDate } = write.queue;
          items.push(
            queue
              .patch({ companyId, paymentQueueId })
              .set({ status: "COMPLETED", createDate, completedPaymentId: payment.paymentId, updateDate: at })
              // Unchanged since read: a register resuming (taking) it in between fails this sale.
              .where(
                (attributes, { eq }) =>
                  `${eq(attributes.status, "PENDING")} AND ${eq(attributes.updateDate, updateDate)}`,
              )
              .commit(),
            event
              .create(queueEventItem("updated", completedQueueView(write.queue, payment), companyId))
              .commit(),
            realtime
              .create(queueRealtimeItem("updated", completedQueueView(write.queue, payment), companyId))
              .commit(),
          );
          parts.push("queue", "event", "event");
        }
        for (const sale of write.cardSales) {
          items.push(
            cardSale
              .patch({ companyId, idempotencyKey: sale.idempotencyKey })
              .set({ usedByPaymentId: payment.paymentId, updateDate: at })
              .remove(["heldSince"])
              .where(
                (attributes, { eq, notExists }) =>
                  `${notExists(attributes.usedByPaymentId)} AND ${notExists(attributes.voidingSince)} AND ${eq(attributes.status, sale.status)}`,
              )
              .commit(),
          );
          parts.push("card");
        }
        // A charge being voided (its cart was abandoned) can no longer pay: the sale then fails, writing nothing.
        for (const taken of write.charges ?? []) {
          items.push(
            charge
              .patch({ companyId, chargeId: taken.chargeId })
              .set({ usedByPaymentId: payment.paymentId, updateDate: at })
              .remove(["heldSince"])
              .where(
                (attributes, { eq, notExists }) =>
                  `${notExists(attributes.usedByPaymentId)} AND ${eq(attributes.status, "approved")}`,
              )
              .commit(),
          );
          parts.push("charge");
        }
        items.push(
          event
            .create(
              domainEventItem({
                companyId,
                type: "payment.completed",
                locationId,
                data: toPaymentView(payment),
              }),
            )
            .commit(),
        );
        parts.push("event");
        if (write.offline) {
          items.push(offlineSale.create(write.offline).commit());
          parts.push("offline");
        }
        return items;
      },
    )
    .go();
  if (!result.canceled) return { ok: true };
  // ElectroDB types a transaction's data by its items; when cancelled it holds one reason per item instead.
  const reasons = result.data as unknown as CancelReasons;
  const rejected = reasons.flatMap((entry, index) =>
    entry.rejected ? [{ part: parts[index], code: entry.code }] : [],
  );
  if (
    rejected.some(
      (entry) =>
        (entry.part === "key" || entry.part === "offline") && entry.code === "ConditionalCheckFailed",
    )
  )
    return { ok: false, reason: "key" };
  if (lostStockRace(reasons, write.ledger.stock.length)) return { ok: false, reason: "race" };
  if (rejected.some((entry) => entry.code !== "ConditionalCheckFailed"))
    return { ok: false, reason: "conflict" };
  const first = rejected[0];
  if (
    first?.part === "customer" ||
    first?.part === "queue" ||
    first?.part === "card" ||
    first?.part === "charge"
  ) {
    return { ok: false, reason: first.part };
  }
  return { ok: false, reason: "conflict" };
}
