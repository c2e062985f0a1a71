import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import type { CompanyItem } from "../company/company.entity";
import { systemLedgerActor, type LedgerActor } from "./inventory-log.schema";
import { applyStockChanges, type StockChange } from "./stock-ledger";
import { ledgerOptionsOf, resolveStockTargets } from "./stock-targets";

export interface ReceivedLine {
  productId: string;
  /** Required for a product kept by lot (`tracksLots`), refused otherwise. */
  batchId: string | null;
  /** Units arriving, in the product's inventory unit. */
  quantity: number;
  /** Cents per unit. */
  unitCost: number;
}

export interface Delivery {
  locationId: string;
  lines: readonly ReceivedLine[];
  actor?: LedgerActor;
  note?: string;
}

/** A stock item's write and its entry: 50 lines fill one transaction of 100 actions. */
const linesPerWrite = 50;

/**
 * A delivery received at a location: one RECEIVE entry per line at its unit cost, which moves the stock's cost
 * (last cost or weighted average, the company's setting). References are checked first (a bad one is a 400 and
 * nothing is written); a delivery of more than 50 lines is written in transactions of 50 lines each.
 */
export async function receiveStock(company: CompanyItem, delivery: Delivery): Promise<void> {
  const { locationId } = delivery;
  if (delivery.lines.some((line) => !(line.quantity > 0) || !(line.unitCost >= 0)))
    throw new AppError("INVALID_INPUT", "A received quantity is above 0 and its unit cost 0 or more");
  const targets = await resolveStockTargets(
    company,
    delivery.lines.map((line) => ({ locationId, productId: line.productId, batchId: line.batchId })),
  );
  const options = ledgerOptionsOf(company, delivery.actor ?? systemLedgerActor, nowIso(), null);
  const changes = delivery.lines.map((line, index): StockChange => ({
    ...targets[index]!.key,
    quantity: line.quantity,
    type: "RECEIVE",
    reason: "received",
    note: delivery.note ?? null,
    unitCost: line.unitCost,
    productName: targets[index]!.product.name,
  }));
  for (let start = 0; start < changes.length; start += linesPerWrite) {
    const chunk = changes.slice(start, start + linesPerWrite);
    await applyStockChanges(chunk, () => chunk, { ...options, at: nowIso() });
  }
}
