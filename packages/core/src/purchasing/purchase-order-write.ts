import { Service } from "electrodb";
import { AppError } from "../common/errors";
import { InventoryLog } from "../inventory/inventory-log.entity";
import { inventoryMessages } from "../inventory/inventory-log.schema";
import { Stock } from "../inventory/stock.entity";
import {
  ledgerCommits,
  lostStockRace,
  stockRace,
  type CancelReasons,
  type LedgerPlan,
} from "../inventory/stock-ledger";
import { PurchaseOrder, type PurchaseOrderItem } from "./purchase-order.entity";

const service = new Service({ stock: Stock, inventoryLog: InventoryLog, purchaseOrder: PurchaseOrder });

/** The order with the changes, stamped at `at` and one version on (each write is conditioned on the version). */
export const revised = (
  order: PurchaseOrderItem,
  changes: Partial<PurchaseOrderItem>,
  at: string,
): PurchaseOrderItem => ({ ...order, ...changes, updateDate: at, version: order.version + 1 });

/** An order's next state, written only if the order is still at the version it was read at. */
export interface OrderWrite {
  before: PurchaseOrderItem;
  next: PurchaseOrderItem;
}

/**
 * Writes the plan's stock and ledger entries with the orders' next states in one transaction, each order
 * conditioned on its version: a receipt or return is applied once. A lost race (stock or order) is `stockRace`,
 * so `withStockRetry` reads again.
 */
export async function writeWithOrders(
  plan: LedgerPlan,
  orders: readonly OrderWrite[],
): Promise<typeof stockRace | null> {
  const result = await service.transaction
    .write((ops) => [
      ...ledgerCommits(ops, plan),
      ...orders.map(({ before, next }) =>
        ops.purchaseOrder
          .put(next)
          .where((attributes, { eq }) => eq(attributes.version, before.version))
          .commit(),
      ),
    ])
    .go();
  if (!result.canceled) return null;
  const reasons = result.data as unknown as CancelReasons;
  const orderFailed = reasons
    .slice(-orders.length)
    .some((reason) => reason.code === "ConditionalCheckFailed");
  if (lostStockRace(reasons, plan.stock.length) || orderFailed) return stockRace;
  throw new AppError("CONFLICT", inventoryMessages.busy);
}
