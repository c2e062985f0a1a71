import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { changesFeed, type RawItem } from "../db/changes-feed";
import { IncrementalIndex, type IndexChange } from "../db/incremental-index";
import { Stock } from "./stock.entity";

/** What a product holds at a location over its stock items (its lots, or its one item). */
export interface StockSummary {
  onHand: number;
  /** Cents: on hand at cost; stock below zero is worth nothing. */
  value: number;
  /** Cents per unit: the value over the units held, or the newest item's cost when none is held. */
  unitCost: number;
}

export const emptySummary: StockSummary = { onHand: 0, value: 0, unitCost: 0 };

/** Cents of what is on hand at cost: stock below zero is worth nothing. */
export const valueOf = (row: Pick<StockRow, "quantity" | "unitCost">): number =>
  Math.round(Math.max(0, row.quantity) * row.unitCost);

export function stockSummary(items: Iterable<StockRow>): StockSummary {
  let onHand = 0;
  let value = 0;
  let held = 0;
  let latest: StockRow | undefined;
  for (const item of items) {
    onHand += item.quantity;
    value += valueOf(item);
    held += Math.max(0, item.quantity);
    if (!latest || item.updateDate > latest.updateDate) latest = item;
  }
  return {
    onHand,
    value,
    unitCost: held > 0 ? Math.round((value / held) * 100) / 100 : (latest?.unitCost ?? 0),
  };
}

/** One stock item as the overview needs it. */
export interface StockRow {
  productId: string;
  batchId: string;
  quantity: number;
  unitCost: number;
  updateDate: string;
}

const stockAttributes = ["productId", "batchId", "quantity", "unitCost", "updateDate"] as const;
const numeric = (value: unknown): number => (typeof value === "number" ? value : 0);

/**
 * One location's stock in memory, kept fresh from the Stock entity's `changes` index the way the product listing
 * is (db/incremental-index.ts): the overview of 50,000 products reads only what changed since the last request.
 */
export class LocationStock extends IncrementalIndex<StockRow> {
  private readonly byProduct = new Map<string, Map<string, StockRow>>();
  private readonly summaries = new Map<string, StockSummary>();

  constructor(companyId: number, locationId: string) {
    super(
      changesFeed(
        (from, to) =>
          Stock.query
            .changes({ companyId, locationId })
            .between({ updateDate: from }, { updateDate: to })
            .params() as QueryCommandInput,
        stockAttributes,
      ),
    );
  }

  protected parse(item: RawItem): StockRow {
    return {
      productId: String(item.productId),
      batchId: String(item.batchId),
      quantity: numeric(item.quantity),
      unitCost: numeric(item.unitCost),
      updateDate: typeof item.updateDate === "string" ? item.updateDate : "",
    };
  }

  protected idOf(row: StockRow): string {
    return `${row.productId}\u0000${row.batchId}`;
  }

  protected stampOf(row: StockRow): string {
    return row.updateDate;
  }

  protected applied(changes: IndexChange<StockRow>[]): void {
    for (const { row } of changes) {
      const lots = this.byProduct.get(row.productId) ?? new Map<string, StockRow>();
      lots.set(row.batchId, row);
      this.byProduct.set(row.productId, lots);
    }
    for (const productId of new Set(changes.map(({ row }) => row.productId)))
      this.summaries.set(productId, stockSummary(this.byProduct.get(productId)!.values()));
  }

  /** The product's on hand, value and cost here (kept with each refresh, so the overview adds them up only). */
  summaryOf(productId: string): StockSummary {
    return this.summaries.get(productId) ?? emptySummary;
  }

  /** The product's stock items here (one, or one per lot); none when it never held stock here. */
  of(productId: string): StockRow[] {
    const lots = this.byProduct.get(productId);
    return lots ? [...lots.values()] : [];
  }
}

const maxLocations = 96;
const indexes = new Map<string, LocationStock>();

/** The location's stock index, brought up to date (the most recently used locations are kept). */
export async function locationStock(companyId: number, locationId: string): Promise<LocationStock> {
  const key = `${companyId}/${locationId}`;
  const index = indexes.get(key) ?? new LocationStock(companyId, locationId);
  indexes.delete(key);
  indexes.set(key, index);
  while (indexes.size > maxLocations) indexes.delete(indexes.keys().next().value as string);
  await index.fresh();
  return index;
}
