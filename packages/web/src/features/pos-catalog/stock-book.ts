import type { PosBatchRow, PosStockRow } from "@pos/core/payments/pos-data.schema";

export interface BatchStock {
  batch: PosBatchRow;
  /** On hand here, in the product's pieces (a bulk child: its master's stock ÷ its subtract amount). */
  quantity: number;
}

const noBatch = "";

/** Whole pieces a stock level makes; a bulk child's fractions of a piece do not sell. */
const pieces = (quantity: number, factor: number): number =>
  factor === 1 ? quantity : Math.floor(quantity / factor + 1e-9);

const byExpiry = (a: BatchStock, b: BatchStock): number => {
  const left = a.batch.expiryDate ?? "9999";
  const right = b.batch.expiryDate ?? "9999";
  if (left !== right) return left < right ? -1 : 1;
  return a.batch.lotNumber < b.batch.lotNumber ? -1 : a.batch.lotNumber > b.batch.lotNumber ? 1 : 0;
};

/** Stock the register's waiting sales take, in the stock-owning product's own amount (pieces or grams). */
interface PendingTake {
  productId: string;
  batchId: string | null;
  quantity: number;
}

/**
 * The location's stock per product and lot, and the company's lots, newest row winning, less what the sales waiting
 * in the outbox take (the server's count does not have them yet).
 */
export class StockBook {
  private readonly levels = new Map<string, Map<string, PosStockRow>>();
  private pending = new Map<string, Map<string, number>>();
  private readonly batches_ = new Map<string, PosBatchRow>();
  private readonly lotsOf = new Map<string, Set<string>>();
  /** Product id, then lot number as printed, to the lot's id: what a GS1 scan (AI 10) looks up. */
  private readonly lotNumbers = new Map<string, Map<string, string>>();

  merge(stock: PosStockRow[], batches: PosBatchRow[]): void {
    for (const row of stock) {
      let levels = this.levels.get(row.productId);
      if (!levels) this.levels.set(row.productId, (levels = new Map()));
      const key = row.batchId ?? noBatch;
      const previous = levels.get(key);
      if (!previous || previous.updateDate <= row.updateDate) levels.set(key, row);
    }
    for (const row of batches) {
      const previous = this.batches_.get(row.id);
      if (previous && previous.updateDate > row.updateDate) continue;
      this.batches_.set(row.id, row);
      let lots = this.lotsOf.get(row.productId);
      if (!lots) this.lotsOf.set(row.productId, (lots = new Set()));
      lots.add(row.id);
      let numbers = this.lotNumbers.get(row.productId);
      if (!numbers) this.lotNumbers.set(row.productId, (numbers = new Map()));
      if (previous && previous.lotNumber !== row.lotNumber) numbers.delete(previous.lotNumber);
      numbers.set(row.lotNumber, row.id);
    }
  }

  /** Replaces what the waiting sales take; false when nothing changed. */
  setPending(takes: readonly PendingTake[]): boolean {
    const next = new Map<string, Map<string, number>>();
    for (const take of takes) {
      let lots = next.get(take.productId);
      if (!lots) next.set(take.productId, (lots = new Map()));
      const key = take.batchId ?? noBatch;
      lots.set(key, (lots.get(key) ?? 0) + take.quantity);
    }
    const same =
      next.size === this.pending.size &&
      [...next].every(([id, lots]) => {
        const before = this.pending.get(id);
        return before?.size === lots.size && [...lots].every(([key, amount]) => before.get(key) === amount);
      });
    this.pending = next;
    return !same;
  }

  /**
   * On hand less what waiting sales take: the one count the tiles, the lot picker and the rules read. A waiting
   * sale without a lot takes from the product as a whole.
   */
  quantity(productId: string, factor = 1): number {
    let total = 0;
    for (const row of this.levels.get(productId)?.values() ?? []) total += row.quantity;
    for (const amount of this.pending.get(productId)?.values() ?? []) total -= amount;
    return pieces(total, factor);
  }

  batch(id: string): PosBatchRow | undefined {
    return this.batches_.get(id);
  }

  lotId(productId: string, lotNumber: string): string | undefined {
    return this.lotNumbers.get(productId)?.get(lotNumber);
  }

  batches(productId: string, factor = 1): BatchStock[] {
    const levels = this.levels.get(productId);
    const rows: BatchStock[] = [];
    for (const id of this.lotsOf.get(productId) ?? []) {
      const batch = this.batches_.get(id);
      const taken = this.pending.get(productId)?.get(id) ?? 0;
      if (batch) rows.push({ batch, quantity: pieces((levels?.get(id)?.quantity ?? 0) - taken, factor) });
    }
    return rows.sort(byExpiry);
  }
}
