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

/** The location's stock per product and lot, and the company's lots, newest row winning. */
export class StockBook {
  private readonly levels = new Map<string, Map<string, PosStockRow>>();
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

  quantity(productId: string, factor = 1): number {
    let total = 0;
    for (const row of this.levels.get(productId)?.values() ?? []) total += row.quantity;
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
      if (batch) rows.push({ batch, quantity: pieces(levels?.get(id)?.quantity ?? 0, factor) });
    }
    return rows.sort(byExpiry);
  }
}
