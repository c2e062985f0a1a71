import { nowIso } from "../../common/clock";
import type { ExternalSourceView } from "../external-source.schema";
import { createOnlineOrder } from "../../payment-queue/online-orders";
import type { CreateOnlineOrderInput } from "../../payment-queue/payment-queue.schema";
import { IntegrationConnection, type IntegrationConnectionItem } from "../integration-connection.entity";
import { connectionsOf, recordFailure, recordSuccess } from "../integration-health";
import { requireWoo, wooStoreOf } from "./woo-connection";
import { WooProductLink } from "./woo-links.entity";
import { wooPageSize } from "./woo-client";
import type { WooOrder } from "./woo-wire";
import type { WooPullResult } from "./woo.schema";

/** WooCommerce as the external source of the orders it brings (createOnlineOrder keys orders by source). */
export const wooSource: ExternalSourceView = {
  id: "woocommerce",
  name: "WooCommerce",
  description: "Online orders pulled from the company's WooCommerce store",
  categoryName: "Online store",
  setupUrl: null,
  email: null,
  homepage: "https://woocommerce.com",
  isMarketplace: false,
  logoImageUrl: null,
  hexColor: "#7f54b3",
  apiKeyLast4: null,
  permissions: [],
  createDate: "2026-01-01T00:00:00.000Z",
};

/** Orders a store is still to fill: paid (processing) or waiting for payment at pickup (on-hold, pending). */
const openStatuses = new Set(["processing", "on-hold", "pending"]);
const cents = (dollars: string) => Math.round(Number(dollars) * 100);

function orderInput(
  connection: IntegrationConnectionItem,
  order: WooOrder,
  productOf: Map<number, string>,
): CreateOnlineOrderInput | string {
  const unknown = order.line_items.find((line) => !productOf.has(line.product_id));
  if (unknown) return `Order #${order.number}: "${unknown.name}" is not a product pushed from the POS`;
  const name = `${order.billing.first_name} ${order.billing.last_name}`.trim();
  return {
    companyId: connection.companyId,
    locationId: connection.locationId ?? "",
    orderType: order.shipping_lines.length > 0 ? "delivery" : "pickup",
    externalOrderId: String(order.id),
    customerName: name ? name.slice(0, 120) : null,
    note: `WooCommerce order #${order.number}`,
    paymentLines: order.line_items.map((line) => ({
      productId: productOf.get(line.product_id)!,
      quantity: line.quantity,
      price: cents(line.price),
    })),
    paidAmount: order.date_paid_gmt ? cents(order.total) : 0,
  };
}

/**
 * Pulls the store's open orders changed since the last run into the payment queue. Each order becomes one queue
 * entry, once: createOnlineOrder keys it by the order's id (a repeat returns the first entry), and each run
 * starts at the newest change time seen, so runs overlap rather than miss an order.
 */
export async function pullWooOrders(companyId: number): Promise<WooPullResult> {
  const connection = await requireWoo(companyId);
  const store = wooStoreOf(connection);
  const links = await WooProductLink.query.byCompany({ companyId }).go({ pages: "all" });
  const productOf = new Map(
    links.data.flatMap((link) => (link.wooProductId ? [[link.wooProductId, link.productId] as const] : [])),
  );
  const since = connection.ordersCursor ?? "1970-01-01T00:00:00";
  const startedAt = nowIso();
  const result: WooPullResult = { imported: 0, skipped: 0, message: null };
  let newest = since;
  let firstSkipped: string | null = null;
  let failed = false;
  for (let page = 1; ; page += 1) {
    const call = await store.orders(since, page);
    if (call.kind !== "ok") {
      failed = true;
      result.message =
        call.kind === "unauthorized" ? "WooCommerce refused the stored keys: reconnect" : call.message;
      break;
    }
    for (const order of call.body) {
      if (order.date_modified_gmt > newest) newest = order.date_modified_gmt;
      if (!openStatuses.has(order.status)) continue;
      const problem = await importOrder(connection, order, productOf, startedAt).catch((error: unknown) =>
        error instanceof Error ? `Order #${order.number}: ${error.message}` : String(error),
      );
      if (problem === true) result.imported += 1;
      if (typeof problem !== "string") continue;
      result.skipped += 1;
      result.message ??= problem;
      if (firstSkipped === null || order.date_modified_gmt < firstSkipped)
        firstSkipped = order.date_modified_gmt;
    }
    if (call.body.length < wooPageSize) break;
  }
  if (!failed) {
    // A skipped order is read again next time (after its products are pushed).
    await IntegrationConnection.patch({ companyId, kind: "wooCommerce" })
      .set({ ordersCursor: firstSkipped ?? newest })
      .go();
    await recordSuccess(companyId, "wooCommerce", { imported: result.imported });
  }
  if (result.message) await recordFailure(companyId, "wooCommerce", result.message);
  return result;
}

/** true: a new queue entry; false: the order was already in the queue; text: why it cannot be imported. */
async function importOrder(
  connection: IntegrationConnectionItem,
  order: WooOrder,
  productOf: Map<number, string>,
  startedAt: string,
): Promise<boolean | string> {
  const input = orderInput(connection, order, productOf);
  if (typeof input === "string") return input;
  const entry = await createOnlineOrder(wooSource, input);
  return entry.createDate >= startedAt;
}

/** The scheduled job: every connected store's new orders. */
export async function runWooOrderPulls(): Promise<{ stores: number; imported: number; failed: number }> {
  const totals = { stores: 0, imported: 0, failed: 0 };
  for (const connection of await connectionsOf("wooCommerce")) {
    totals.stores += 1;
    try {
      const result = await pullWooOrders(connection.companyId);
      totals.imported += result.imported;
      if (result.message) totals.failed += 1;
    } catch (error) {
      totals.failed += 1;
      await recordFailure(
        connection.companyId,
        "wooCommerce",
        error instanceof Error ? error.message : String(error),
      );
    }
  }
  return totals;
}
