import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import type { LedgerActor } from "../inventory/inventory-log.schema";
import { planLedger, readStock, withStockRetry, type StockChange } from "../inventory/stock-ledger";
import { ledgerOptionsOf, readInventoryCompany, resolveStockTargets } from "../inventory/stock-targets";
import { noBatch } from "../inventory/stock.entity";
import type { PurchaseOrderItem, PurchaseOrderLineItem } from "./purchase-order.entity";
import {
  ZPurchaseOrderRef,
  maxMoveLines,
  purchaseOrderMessages as messages,
  returnReasonLabels,
  type PurchaseOrderRef,
} from "./purchase-order.schema";
import { type PurchaseOrderView } from "./purchase-order-view.schema";
import { readOrder, toOrderView } from "./purchase-order-view";
import { revised, writeWithOrders, type OrderWrite } from "./purchase-order-write";

type ReturnLine = Pick<PurchaseOrderLineItem, "productId" | "batchId" | "quantity">;

/**
 * Checks a return against the order it is made from: a received (or partially received) order of the same
 * supplier and location, and no more of each product and lot than came in on it and has not gone back yet.
 */
export function assertReturnable(
  source: PurchaseOrderItem,
  fields: { supplierId: string; locationId: string },
  lines: readonly ReturnLine[],
  names: ReadonlyMap<string, string>,
): void {
  if (source.isReturn || (source.status !== "received" && source.status !== "partial"))
    throw new AppError("INVALID_INPUT", messages.sourceNotReceived);
  if (source.supplierId !== fields.supplierId || source.locationId !== fields.locationId)
    throw new AppError("INVALID_INPUT", messages.sourceSupplier);
  for (const line of lines) {
    const name = names.get(line.productId) ?? "This product";
    const lot = source.lines
      .find((entry) => entry.productId === line.productId)
      ?.lots.find((entry) => entry.batchId === line.batchId);
    if (!lot) throw new AppError("INVALID_INPUT", messages.notOnSource(name));
    const left = lot.received - lot.returned;
    if (line.quantity > left) throw new AppError("INVALID_INPUT", messages.overReturned(name, left));
  }
}

/** The source order's lines with the returned units counted on their lots. */
const withReturned = (source: PurchaseOrderItem, lines: readonly ReturnLine[]): PurchaseOrderLineItem[] =>
  source.lines.map((line) => ({
    ...line,
    lots: line.lots.map((lot) => ({
      ...lot,
      returned:
        lot.returned +
        lines
          .filter((entry) => entry.productId === line.productId && entry.batchId === lot.batchId)
          .reduce((sum, entry) => sum + entry.quantity, 0),
    })),
  }));

/**
 * Completes a draft return: its units leave the location (RETURN entries at the stock's cost, the reason in the
 * note) and, for a return against an order, count as returned on that order — in one transaction, conditioned
 * on both documents' versions, so a return is never applied twice. Blocked negative stock refuses it whole.
 */
export async function completeReturn(
  actor: LedgerActor,
  input: PurchaseOrderRef,
): Promise<PurchaseOrderView> {
  const { companyId, purchaseOrderId } = ZPurchaseOrderRef.parse(input);
  const company = await readInventoryCompany(companyId);
  const done = await withStockRetry(async () => {
    const order = await readOrder(companyId, purchaseOrderId);
    if (!order.isReturn) throw new AppError("INVALID_INPUT", messages.notReturn);
    if (order.status === "returned") throw new AppError("INVALID_INPUT", messages.alreadyReturned);
    if (order.status !== "draft") throw new AppError("INVALID_INPUT", messages.notEditable);
    if (order.lines.length === 0) throw new AppError("INVALID_INPUT", messages.noLines);
    if (order.lines.length > maxMoveLines) throw new AppError("INVALID_INPUT", messages.tooManyMoves);
    const targets = await resolveStockTargets(
      company,
      order.lines.map((line) => ({
        locationId: order.locationId,
        productId: line.productId,
        batchId: line.batchId === noBatch ? null : line.batchId,
      })),
    );
    const source = order.sourceOrderId ? await readOrder(companyId, order.sourceOrderId) : null;
    if (source)
      assertReturnable(
        source,
        order,
        order.lines,
        new Map(targets.map(({ product }) => [product.productId, product.name])),
      );
    const at = nowIso();
    const note = `Return #${order.number}: ${returnReasonLabels[order.reason ?? "other"]}`;
    const changes = order.lines.map((line, index): StockChange => ({
      ...targets[index]!.key,
      quantity: -line.quantity,
      type: "RETURN",
      note,
      productName: targets[index]!.product.name,
    }));
    const options = ledgerOptionsOf(company, actor, at, { type: "purchaseOrder", id: purchaseOrderId });
    const plan = planLedger(changes, await readStock(companyId, changes), options);
    const next = revised(order, { status: "returned", completeDate: at }, at);
    const writes: OrderWrite[] = [{ before: order, next }];
    if (source)
      writes.push({
        before: source,
        next: revised(source, { lines: withReturned(source, order.lines) }, at),
      });
    return (await writeWithOrders(plan, writes)) ?? next;
  });
  return toOrderView(done);
}
