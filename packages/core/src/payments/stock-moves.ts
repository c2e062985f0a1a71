import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import type { CompanyItem } from "../company/company.entity";
import { noBatch, Stock } from "../inventory/stock.entity";
import { batchesOf } from "../inventory/stock";
import { planLedger, readStock, stockKeyOf, type LedgerPlan } from "../inventory/stock-ledger";
import { ledgerOptionsOf } from "../inventory/stock-targets";
import type { BatchView } from "../inventory/stock.schema";
import { paymentMessages, type SaleLine } from "./payment.schema";
import type { PosProduct } from "./pos-data.schema";
import type { Seller } from "./sale-approvals";

/** What one line takes from stock. */
export interface LineStock {
  stockProductId: string | null;
  batchId: string | null;
  lotNumber: string | null;
  inventorySubtracted: number;
}

/** A line's stock with its cost of goods. */
export interface CostedLineStock extends LineStock {
  /** Cents: inventorySubtracted × the stock item's unit cost at the sale, rounded; 0 when untracked. */
  cost: number;
}

/** One stock item's change: lines taking from the same product and lot are added up (one update per item). */
export interface StockMove {
  productId: string;
  batchId: string;
  quantity: number;
  /** The product named when there is not enough. */
  productName: string;
}

export interface StockPlan {
  lines: Map<string, LineStock>;
  moves: StockMove[];
}

const untracked: LineStock = { stockProductId: null, batchId: null, lotNumber: null, inventorySubtracted: 0 };

/**
 * The product whose stock a line moves: its own when it tracks inventory, else its master's when the master
 * tracks (bulk: each unit takes inventorySubtractAmount of the master), else none.
 */
export function stockHolder(
  product: PosProduct,
  products: Record<string, PosProduct>,
  quantity: number,
): { holder: PosProduct; amount: number } | null {
  if (product.trackInventory) return { holder: product, amount: quantity };
  const master = product.parentId ? products[product.parentId] : undefined;
  if (master?.trackInventory) return { holder: master, amount: quantity * product.inventorySubtractAmount };
  return null;
}

const byExpiry = (a: BatchView, b: BatchView) =>
  (a.expiryDate ?? "9999").localeCompare(b.expiryDate ?? "9999") || a.id.localeCompare(b.id);

/** The lot expiring first among those with stock; without any, the lot expiring first. */
async function lotsOf(companyId: number, locationId: string, productId: string) {
  const [batches, rows] = await Promise.all([
    batchesOf(companyId, productId),
    Stock.query.byLocation({ companyId, locationId, productId }).go({ pages: "all", consistent: true }),
  ]);
  const held = new Map(rows.data.map((row) => [row.batchId, row.quantity]));
  const sorted = [...batches].sort(byExpiry);
  return { batches, first: sorted.find((batch) => (held.get(batch.id) ?? 0) > 0) ?? sorted[0] ?? null };
}

export async function planStock(
  companyId: number,
  locationId: string,
  lines: readonly SaleLine[],
  products: Record<string, PosProduct>,
): Promise<StockPlan> {
  const holders = lines.map((line) => stockHolder(products[line.productId]!, products, line.quantity));
  const lotIds = [
    ...new Set(holders.flatMap((entry) => (entry?.holder.isBatchTracked ? [entry.holder.id] : []))),
  ];
  const lots = new Map(
    await Promise.all(
      lotIds.map(async (productId) => [productId, await lotsOf(companyId, locationId, productId)] as const),
    ),
  );
  const planned = new Map<string, LineStock>();
  const moves = new Map<string, StockMove>();
  lines.forEach((line, index) => {
    const entry = holders[index];
    if (!entry) {
      planned.set(line.lineId, untracked);
      return;
    }
    const { holder, amount } = entry;
    const productName = products[line.productId]!.name;
    let batch: BatchView | null = null;
    const lot = lots.get(holder.id);
    if (lot) {
      batch = line.batchId ? (lot.batches.find((item) => item.id === line.batchId) ?? null) : lot.first;
      if (line.batchId && !batch)
        throw new AppError("INVALID_INPUT", paymentMessages.unknownLot(productName));
    }
    const batchId = batch?.id ?? noBatch;
    const key = `${holder.id}\u0000${batchId}`;
    const move = moves.get(key) ?? { productId: holder.id, batchId, quantity: 0, productName };
    moves.set(key, { ...move, quantity: move.quantity + amount });
    planned.set(line.lineId, {
      stockProductId: holder.id,
      batchId: batch?.id ?? null,
      lotNumber: batch?.lotNumber ?? null,
      inventorySubtracted: amount,
    });
  });
  return { lines: planned, moves: [...moves.values()] };
}

export interface SaleStock {
  lines: Map<string, CostedLineStock>;
  ledger: LedgerPlan;
}

/**
 * The sale's stock, read now: the lots it takes, its SALE entries in the ledger (refused with `notInStock` when the
 * company blocks negative stock) and each line's cost of goods at the stock's unit cost.
 */
export async function saleStock(
  company: CompanyItem,
  sale: { locationId: string; paymentId: string; seller: Seller },
  lines: readonly SaleLine[],
  products: Record<string, PosProduct>,
): Promise<SaleStock> {
  const { companyId } = company;
  const { locationId } = sale;
  const planned = await planStock(companyId, locationId, lines, products);
  const keyOf = (productId: string, batchId: string) => ({ locationId, productId, batchId });
  const states = await readStock(
    companyId,
    planned.moves.map((move) => keyOf(move.productId, move.batchId)),
  );
  const actor = { kind: "employee" as const, id: sale.seller.id, name: sale.seller.name };
  // Dated after the read: the entries of one stock item are dated in the order they are written.
  const options = ledgerOptionsOf(company, actor, nowIso(), { type: "payment", id: sale.paymentId });
  const ledger = planLedger(
    planned.moves.map((move) => ({
      ...keyOf(move.productId, move.batchId),
      quantity: -move.quantity,
      type: "SALE" as const,
      productName: move.productName,
    })),
    states,
    { ...options, refusal: paymentMessages.notInStock },
  );
  const costed = [...planned.lines].map(([lineId, line]): [string, CostedLineStock] => {
    const key = line.stockProductId && keyOf(line.stockProductId, line.batchId ?? noBatch);
    const unitCost = key ? (states.get(stockKeyOf(key))?.unitCost ?? 0) : 0;
    return [lineId, { ...line, cost: Math.round(line.inventorySubtracted * unitCost) }];
  });
  return { lines: new Map(costed), ledger };
}
