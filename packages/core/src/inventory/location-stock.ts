import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { changesFeed, type RawItem } from "../db/changes-feed";
import { IncrementalIndex, type IndexChange } from "../db/incremental-index";
import { Stock } from "./stock.entity";

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
