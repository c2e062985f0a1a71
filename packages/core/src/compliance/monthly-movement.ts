import { addMonths } from "../common/report-range.schema";
import { InventoryLog, type InventoryLogItem } from "../inventory/inventory-log.entity";
import { Stock } from "../inventory/stock.entity";
import { dayStartUtc } from "../payments/payment-lists.schema";
import type { ProductMovement } from "./compliance.schema";

/** Where an entry's units go in a monthly report (docs/compliance-provinces.md "Movement columns"). */
export type MovementColumn =
  "received" | "sold" | "returned" | "transferredIn" | "transferredOut" | "writtenOff" | "adjusted";

const writtenOffReasons = new Set(["damaged", "expired", "theft", "destroyed"]);

/** The column of one ledger entry and the units it adds there. */
function columnOf(entry: Pick<InventoryLogItem, "type" | "reason" | "quantityChange">): {
  column: MovementColumn;
  units: number;
} {
  const change = entry.quantityChange;
  switch (entry.type) {
    case "SALE":
      return { column: "sold", units: -change };
    case "REFUND":
      return { column: "returned", units: change };
    case "RECEIVE":
      return { column: "received", units: change };
    case "TRANSFER_IN":
      return { column: "transferredIn", units: change };
    case "TRANSFER_OUT":
      return { column: "transferredOut", units: -change };
    case "ADJUSTMENT":
      if (entry.reason === "received" && change > 0) return { column: "received", units: change };
      if (entry.reason && writtenOffReasons.has(entry.reason) && change < 0)
        return { column: "writtenOff", units: -change };
      return { column: "adjusted", units: change };
    default:
      return { column: "adjusted", units: change };
  }
}

/** The month's first and next month's first instant (UTC) in the location's time zone. */
export function monthRange(month: string, timeZone: string): { start: string; end: string } {
  const first = `${month}-01`;
  return { start: dayStartUtc(first, timeZone), end: dayStartUtc(addMonths(first, 1), timeZone) };
}

/** Products whose entries before the month are read at the same time. */
const parallelReads = 16;

const stockKey = (productId: string, batchId: string) => `${productId}\u0000${batchId}`;

/** Entries of one stock item are ordered by their stock version (those of one write by date). */
const inOrder = (a: InventoryLogItem, b: InventoryLogItem) =>
  a.createDate.localeCompare(b.createDate) || (a.stockVersion ?? 0) - (b.stockVersion ?? 0);

/**
 * What each stock item held when the month began, for the items the month's entries do not touch: the newest
 * entry before the month (a product's entries at the location, newest first, until each of its lots is found).
 */
async function quantitiesBefore(
  companyId: number,
  locationId: string,
  start: string,
  items: readonly { productId: string; batchId: string }[],
): Promise<Map<string, number>> {
  const wanted = new Map<string, Set<string>>();
  for (const item of items)
    wanted.set(item.productId, (wanted.get(item.productId) ?? new Set()).add(item.batchId));
  const found = new Map<string, number>();
  const lookUp = async ([productId, batches]: [string, Set<string>]) => {
    let cursor: string | null = null;
    do {
      const page: { data: InventoryLogItem[]; cursor: string | null } = await InventoryLog.query
        .byProduct({ companyId, locationId, productId })
        .lt({ createDate: start })
        .go({ order: "desc", limit: 25, cursor });
      for (const entry of page.data)
        if (batches.delete(entry.batchId)) found.set(stockKey(productId, entry.batchId), entry.quantityAfter);
      cursor = batches.size > 0 ? page.cursor : null;
    } while (cursor);
  };
  const products = [...wanted];
  for (let first = 0; first < products.length; first += parallelReads)
    await Promise.all(products.slice(first, first + parallelReads).map(lookUp));
  return found;
}

/**
 * A location's monthly movement by product, from the ledger: the month's entries (one range of the location's
 * ledger) and, for the stock items they do not touch, the newest entry before the month. Opening + received −
 * sold + returned + transferred in − transferred out − written off + adjusted = closing, for every product.
 */
export async function monthlyMovement(
  companyId: number,
  locationId: string,
  range: { start: string; end: string },
): Promise<ProductMovement[]> {
  const [entries, stock] = await Promise.all([
    InventoryLog.query
      .byLocation({ companyId, locationId })
      .between({ createDate: range.start }, { createDate: range.end })
      .go({ pages: "all" }),
    Stock.query
      .byLocation({ companyId, locationId })
      .go({ pages: "all", attributes: ["productId", "batchId"] }),
  ]);
  const inMonth = entries.data.filter((entry) => entry.createDate < range.end).sort(inOrder);
  const touched = new Map<string, InventoryLogItem[]>();
  for (const entry of inMonth) {
    const key = stockKey(entry.productId, entry.batchId);
    touched.set(key, [...(touched.get(key) ?? []), entry]);
  }
  const untouched = stock.data.filter((item) => !touched.has(stockKey(item.productId, item.batchId)));
  const before = await quantitiesBefore(companyId, locationId, range.start, untouched);
  const rows = new Map<string, ProductMovement>();
  const rowOf = (productId: string): ProductMovement => {
    const row = rows.get(productId) ?? {
      productId,
      opening: 0,
      received: 0,
      sold: 0,
      returned: 0,
      transferredIn: 0,
      transferredOut: 0,
      writtenOff: 0,
      adjusted: 0,
      closing: 0,
    };
    rows.set(productId, row);
    return row;
  };
  for (const item of untouched) {
    const quantity = before.get(stockKey(item.productId, item.batchId)) ?? 0;
    if (quantity === 0) continue;
    const row = rowOf(item.productId);
    row.opening += quantity;
    row.closing += quantity;
  }
  for (const list of touched.values()) {
    const first = list[0]!;
    const row = rowOf(first.productId);
    row.opening += first.quantityAfter - first.quantityChange;
    row.closing += list.at(-1)!.quantityAfter;
    for (const entry of list) {
      const { column, units } = columnOf(entry);
      row[column] += units;
    }
  }
  return [...rows.values()];
}
