import { readItems } from "../catalog/product-store";
import type { ProductItem } from "../catalog/product.entity";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { inventoryMessages, type LedgerActor } from "../inventory/inventory-log.schema";
import { batchesOf, createBatch } from "../inventory/stock";
import { noBatch } from "../inventory/stock.entity";
import { planLedger, readStock, withStockRetry, type StockChange } from "../inventory/stock-ledger";
import {
  ledgerOptionsOf,
  readInventoryCompany,
  resolveStockTargets,
  tracksLots,
} from "../inventory/stock-targets";
import type { PurchaseOrderItem, PurchaseOrderLineItem } from "./purchase-order.entity";
import {
  ZReceivePurchaseOrderInput,
  purchaseOrderMessages as messages,
  type ReceivePurchaseOrderInput,
} from "./purchase-order.schema";
import { type PurchaseOrderView } from "./purchase-order-view.schema";
import { readOrder, receivedOf, toOrderView } from "./purchase-order-view";
import { revised, writeWithOrders } from "./purchase-order-write";

type ReceiptLine = ReturnType<typeof ZReceivePurchaseOrderInput.parse>["lines"][number];

/** Receipt ids kept on the order (a receipt repeated after more than this many others is received again). */
const keptReceipts = 50;

/** The product's lot with this number, created when it has none (a scanned package names a new lot). */
async function lotFor(companyId: number, productId: string, lot: NonNullable<ReceiptLine["lot"]>) {
  const same = (await batchesOf(companyId, productId)).find(
    (batch) => batch.lotNumber.toLowerCase() === lot.lotNumber.toLowerCase(),
  );
  return (same ?? (await createBatch({ companyId, productId, ...lot }))).id;
}

/** Checks each receipt line against the order before anything is written; returns the line and product. */
function checkedReceipt(
  order: PurchaseOrderItem,
  lines: readonly ReceiptLine[],
  products: ReadonlyMap<string, ProductItem>,
  lotted: (product: ProductItem) => boolean,
  allowOver: boolean,
) {
  const arriving = new Map<string, number>();
  const checked = lines.map((line) => {
    const orderLine = order.lines.find((entry) => entry.lineId === line.lineId);
    if (!orderLine) throw new AppError("INVALID_INPUT", messages.unknownLine);
    const product = products.get(orderLine.productId);
    if (!product || product.isDeleted) throw new AppError("INVALID_INPUT", inventoryMessages.unknownProduct);
    if (lotted(product) && !line.batchId && !line.lot)
      throw new AppError("INVALID_INPUT", messages.lotNeeded(product.name));
    if (!lotted(product) && (line.batchId || line.lot))
      throw new AppError("INVALID_INPUT", inventoryMessages.unknownLot);
    arriving.set(orderLine.lineId, (arriving.get(orderLine.lineId) ?? 0) + line.quantity);
    return { line, orderLine, product };
  });
  if (!allowOver)
    for (const { orderLine, product } of checked)
      if (receivedOf(orderLine) + arriving.get(orderLine.lineId)! > orderLine.quantity)
        throw new AppError("INVALID_INPUT", messages.overReceived(product.name, orderLine.quantity));
  return checked;
}

/** The order's lines with the received units added to their lots. */
function withReceived(
  lines: readonly PurchaseOrderLineItem[],
  received: readonly { lineId: string; batchId: string; quantity: number }[],
): PurchaseOrderLineItem[] {
  return lines.map((line) => {
    const mine = received.filter((entry) => entry.lineId === line.lineId);
    if (mine.length === 0) return line;
    const lots = line.lots.map((lot) => ({ ...lot }));
    for (const { batchId, quantity } of mine) {
      const lot = lots.find((entry) => entry.batchId === batchId);
      if (lot) lot.received += quantity;
      else lots.push({ batchId, received: quantity, returned: 0 });
    }
    return { ...line, lots };
  });
}

/**
 * Receives units on an ordered (or partially received) order: each line's units arrive at the order's location
 * as RECEIVE entries at the line's unit cost, which moves the stock's cost by the company's inventoryCostOption
 * when the product has trackPurchaseOrderCosts (else its cost is kept). A scanned lot that is new to the product
 * is created. More than ordered needs `allowOverReceipt`. The order is received when every line is.
 */
export async function receivePurchaseOrder(
  actor: LedgerActor,
  input: ReceivePurchaseOrderInput,
): Promise<PurchaseOrderView> {
  const data = ZReceivePurchaseOrderInput.parse(input);
  const { companyId, purchaseOrderId } = data;
  const company = await readInventoryCompany(companyId);
  const lotted = (product: ProductItem) => tracksLots(company, product);
  const done = await withStockRetry(async () => {
    const order = await readOrder(companyId, purchaseOrderId);
    if (order.isReturn) throw new AppError("INVALID_INPUT", messages.isReturn);
    if (order.receiptIds.includes(data.receiptId)) return order;
    if (order.status === "received") throw new AppError("INVALID_INPUT", messages.alreadyReceived);
    if (order.status !== "ordered" && order.status !== "partial")
      throw new AppError("INVALID_INPUT", messages.notOrdered);
    const products = new Map(
      (
        await readItems(
          companyId,
          order.lines.map((line) => line.productId),
        )
      ).map((item) => [item.productId, item]),
    );
    const checked = checkedReceipt(order, data.lines, products, lotted, data.allowOverReceipt);
    const named = checked.filter(({ line }) => line.lot === null);
    const targets = await resolveStockTargets(
      company,
      named.map(({ line, orderLine }) => ({
        locationId: order.locationId,
        productId: orderLine.productId,
        batchId: line.batchId,
      })),
    );
    const keyOf = new Map(named.map((entry, index) => [entry, targets[index]!.key.batchId]));
    const received = await Promise.all(
      checked.map(async (entry) => ({
        ...entry,
        batchId: entry.line.lot
          ? await lotFor(companyId, entry.orderLine.productId, entry.line.lot)
          : (keyOf.get(entry) ?? noBatch),
      })),
    );
    const at = nowIso();
    const changes = received.map(({ line, orderLine, product, batchId }): StockChange => ({
      locationId: order.locationId,
      productId: orderLine.productId,
      batchId,
      quantity: line.quantity,
      type: "RECEIVE",
      reason: "received",
      note: `Purchase order #${order.number}`,
      unitCost: product.trackPurchaseOrderCosts ? orderLine.unitCost : null,
      productName: product.name,
    }));
    const options = ledgerOptionsOf(company, actor, at, { type: "purchaseOrder", id: purchaseOrderId });
    const plan = planLedger(changes, await readStock(companyId, changes), options);
    const lines = withReceived(
      order.lines,
      received.map(({ line, batchId }) => ({ lineId: line.lineId, batchId, quantity: line.quantity })),
    );
    const complete = lines.every((line) => receivedOf(line) >= line.quantity);
    const next = revised(
      order,
      {
        lines,
        status: complete ? "received" : "partial",
        completeDate: complete ? at : undefined,
        receiptIds: [...order.receiptIds, data.receiptId].slice(-keptReceipts),
      },
      at,
    );
    return (await writeWithOrders(plan, [{ before: order, next }])) ?? next;
  });
  return toOrderView(done);
}
