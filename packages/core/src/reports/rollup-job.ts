import { Location } from "../company/company.entity";
import { isConditionFailure } from "../db/conditions";
import { DomainEvent, type DomainEventItem } from "../events/domain-event.entity";
import { pendingEvents } from "../events/pending-events";
import { Payment, type PaymentItem } from "../payments/payment.entity";
import type { PaymentView, RefundView } from "../payments/payment.schema";
import { toPaymentView } from "../payments/payment-view";
import { applyRollup } from "./rollup-apply";
import { RollupContextCache } from "./rollup-context";
import { refundRollupRows, saleRollupRows } from "./rollup-rows";

const eventsPerPage = 50;
const pagesPerRun = 40;
const countedStatuses = new Set(["complete", "refunded", "partiallyRefunded"]);

const productIdsOf = (sale: PaymentView) => sale.lines.map((line) => line.productId);

/** Adds one sale to the rollups (exactly once, marker `sale#<id>`). */
export async function rollUpSale(sale: PaymentView, cache = new RollupContextCache()): Promise<number> {
  const context = await cache.contextFor(sale.companyId, sale.locationId, productIdsOf(sale));
  return applyRollup(sale.companyId, sale.locationId, `sale#${sale.id}`, saleRollupRows(sale, context));
}

/** Takes one refund off the rollups (exactly once, marker `refund#<id>`). */
export async function rollUpRefund(
  sale: PaymentView,
  refund: RefundView,
  cache = new RollupContextCache(),
): Promise<number> {
  const context = await cache.contextFor(sale.companyId, sale.locationId, productIdsOf(sale));
  const rows = refundRollupRows(sale, refund, context);
  return applyRollup(sale.companyId, sale.locationId, `refund#${refund.id}`, rows);
}

/** A sale as checkout writes it into its event (an event written by anything else is not counted). */
const isSaleView = (data: unknown): data is PaymentView =>
  typeof data === "object" && data !== null && Array.isArray((data as Partial<PaymentView>).lines);

async function consume(event: DomainEventItem, cache: RollupContextCache): Promise<void> {
  const data = event.data as { payment?: unknown; refund?: RefundView } | undefined;
  if (event.type === "payment.completed" && isSaleView(event.data)) await rollUpSale(event.data, cache);
  else if (event.type === "payment.refunded" && isSaleView(data?.payment) && data.refund)
    await rollUpRefund(data.payment, data.refund, cache);
  else if (event.type === "payment.completed" || event.type === "payment.refunded")
    // One malformed event must not hold back every sale behind it: it is reported and left uncounted.
    console.error(`[rollups] event ${event.eventId} of company ${event.companyId} has no sale; not counted`);
  await DomainEvent.patch({ companyId: event.companyId, eventId: event.eventId })
    .remove(["rollup"])
    .go()
    .catch((error: unknown) => {
      // Gone (expired) or already cleared by an overlapping run: nothing left to do.
      if (!isConditionFailure(error)) throw error;
    });
}

/**
 * The rollup consumer (scheduled job "rollups"; tests call it directly to drain): counts every sale and refund
 * whose outbox event is still marked, then clears the mark. A crash anywhere is finished by the next run and
 * never counts twice (rollup-apply.ts).
 */
export async function runRollupJob(): Promise<{ events: number }> {
  const cache = new RollupContextCache();
  let events = 0;
  for (let page = 0; page < pagesPerRun; page += 1) {
    const pending = await pendingEvents("rollups", eventsPerPage);
    for (const event of pending) await consume(event, cache);
    events += pending.length;
    if (pending.length < eventsPerPage) break;
  }
  return { events };
}

/**
 * Builds the rollups of a company's existing sales and refunds (sales recorded before rollups existed, or after
 * rollups were lost). Idempotent: what the consumer or an earlier backfill counted is skipped by its markers.
 */
export async function backfillRollups(companyId: number): Promise<{ sales: number; refunds: number }> {
  const cache = new RollupContextCache();
  const locations = await Location.query.byCompany({ companyId }).go({ pages: "all" });
  let [sales, refunds] = [0, 0];
  for (const location of locations.data) {
    let cursor: string | null = null;
    do {
      const page: { data: PaymentItem[]; cursor: string | null } = await Payment.query
        .byLocation({ companyId, locationId: location.locationId })
        .go({ cursor, limit: 100 });
      for (const item of page.data) {
        if (!countedStatuses.has(item.status)) continue;
        const sale = toPaymentView(item);
        sales += (await rollUpSale(sale, cache)) > 0 ? 1 : 0;
        for (const refund of sale.refunds) refunds += (await rollUpRefund(sale, refund, cache)) > 0 ? 1 : 0;
      }
      cursor = page.cursor;
    } while (cursor);
  }
  return { sales, refunds };
}
