import { Location } from "../company/company.entity";
import { InventoryLog } from "./inventory-log.entity";
import { Stock } from "./stock.entity";
import { stockKeyOf, type StockKey } from "./stock-ledger";

/** One stock item rebuilt from its ledger, beside what it holds. */
export interface ReplayedStock extends StockKey {
  /** What the stock item holds (0 when the ledger names an item that does not exist). */
  quantity: number;
  /** The sum of its entries' quantity changes. */
  ledgerQuantity: number;
  /** The quantityAfter of its last entry in the order the entries were written; null without entries. */
  lastQuantityAfter: number | null;
  entries: number;
  /** Entries whose quantityAfter does not follow from the running balance (0 in a sound ledger). */
  unchained: number;
  /** quantity == ledgerQuantity == lastQuantityAfter (an item without entries holds 0) and every entry chains. */
  matches: boolean;
}

export interface StockReplay {
  items: ReplayedStock[];
  /** Ledger entries read. */
  entries: number;
  mismatches: ReplayedStock[];
}

const tolerance = 1e-6;
const same = (a: number, b: number) => Math.abs(a - b) < tolerance;

interface Entry {
  quantityChange: number;
  quantityAfter: number;
  stockVersion?: number;
}

/**
 * The running balance of one stock item. Its entries are put in the order they were written by the stock version
 * each write produced (entries read in date order; those of one write, or older ones without a version, share
 * one), and within one write by their chain: an entry applies where its balance before
 * (quantityAfter − quantityChange) is the running balance.
 */
class Chain {
  ledgerQuantity = 0;
  last: number | null = null;
  unchained = 0;
  private readonly list: Entry[] = [];

  get entries(): number {
    return this.list.length;
  }

  add(entry: Entry): void {
    this.ledgerQuantity += entry.quantityChange;
    this.list.push(entry);
  }

  /** Walks the entries in written order; call once, after the last `add`. */
  walk(): this {
    const byVersion = new Map<number, Entry[]>();
    for (const entry of this.list) {
      const version = entry.stockVersion ?? 0;
      const group = byVersion.get(version);
      if (group) group.push(entry);
      else byVersion.set(version, [entry]);
    }
    let running = 0;
    for (const version of [...byVersion.keys()].sort((a, b) => a - b)) {
      const waiting = byVersion.get(version)!;
      while (waiting.length > 0) {
        const index = waiting.findIndex((entry) => same(entry.quantityAfter - entry.quantityChange, running));
        if (index < 0) this.unchained += 1;
        const [next] = waiting.splice(Math.max(index, 0), 1);
        running = next!.quantityAfter;
      }
    }
    this.last = this.list.length > 0 ? running : null;
    return this;
  }
}

const entryAttributes = [
  "locationId",
  "productId",
  "batchId",
  "quantityChange",
  "quantityAfter",
  "stockVersion",
] as const;

const logPage = (companyId: number, locationId: string, cursor: string | null) =>
  InventoryLog.query.byLocation({ companyId, locationId }).go({ cursor, attributes: [...entryAttributes] });

/** Rebuilds every stock item of a location from its ledger, read page by page in date order. */
export async function replayLocation(companyId: number, locationId: string): Promise<StockReplay> {
  const chains = new Map<string, { key: StockKey; chain: Chain }>();
  let entries = 0;
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof logPage>> = await logPage(companyId, locationId, cursor);
    for (const entry of page.data) {
      const key = { locationId: entry.locationId, productId: entry.productId, batchId: entry.batchId };
      const id = stockKeyOf(key);
      const found = chains.get(id) ?? { key, chain: new Chain() };
      chains.set(id, found);
      found.chain.add(entry);
      entries += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  const stock = await Stock.query.byLocation({ companyId, locationId }).go({ pages: "all" });
  const held = new Map(stock.data.map((item) => [stockKeyOf(item), item]));
  const ids = new Set([...held.keys(), ...chains.keys()]);
  const items = [...ids].map((id): ReplayedStock => {
    const item = held.get(id);
    const replayed = chains.get(id);
    const chain = (replayed?.chain ?? new Chain()).walk();
    const key = replayed?.key ?? {
      locationId: item!.locationId,
      productId: item!.productId,
      batchId: item!.batchId,
    };
    const quantity = item?.quantity ?? 0;
    return {
      ...key,
      quantity,
      ledgerQuantity: chain.ledgerQuantity,
      lastQuantityAfter: chain.last,
      entries: chain.entries,
      unchained: chain.unchained,
      matches:
        same(quantity, chain.ledgerQuantity) && same(quantity, chain.last ?? 0) && chain.unchained === 0,
    };
  });
  return { items, entries, mismatches: items.filter((item) => !item.matches) };
}

/** Rebuilds every stock item of the company (every location, hidden ones too) from its ledger. */
export async function replayCompany(companyId: number): Promise<StockReplay> {
  const locations = await Location.query.byCompany({ companyId }).go({ pages: "all" });
  const replays = [];
  for (const location of locations.data) replays.push(await replayLocation(companyId, location.locationId));
  const items = replays.flatMap((replay) => replay.items);
  return {
    items,
    entries: replays.reduce((sum, replay) => sum + replay.entries, 0),
    mismatches: items.filter((item) => !item.matches),
  };
}
