import { InventoryLog } from "./inventory-log.entity";
import { InventorySnapshot, type InventorySnapshotItem } from "./snapshot.entity";
import type { StockAtDate, StockAtDateRow } from "./snapshot.schema";
import { snapshotRows } from "./snapshot";
import { noBatch } from "./stock.entity";
import { costAfterReceipt } from "./stock-ledger";
import { readInventoryCompany } from "./stock-targets";

/** The newest complete snapshot of the location taken at or before `at`. */
async function snapshotBefore(
  companyId: number,
  locationId: string,
  at: string,
): Promise<InventorySnapshotItem | null> {
  let cursor: string | null = null;
  do {
    const page: { data: InventorySnapshotItem[]; cursor: string | null } = await InventorySnapshot.query
      .byLocation({ companyId, locationId })
      .lte({ takenAt: at })
      .go({ order: "desc", limit: 20, cursor });
    const found = page.data.find((item) => item.status === "complete" && item.takenAt <= at);
    if (found) return found;
    cursor = page.cursor;
  } while (cursor);
  return null;
}

const oneMillisecondAfter = (at: string) => new Date(Date.parse(at) + 1).toISOString();

/**
 * What a location held at a moment (ISO date and time), for reports: the newest snapshot taken at or before it,
 * plus every ledger entry after the snapshot up to the moment (without a snapshot, the ledger from its start:
 * stock always equals the sum of its ledger). Costs follow the entries as the ledger computed them. Entries are
 * placed by their createDate; a change being written in the very milliseconds a snapshot reads the stock may
 * be counted on both sides or on neither (docs/decisions.md).
 */
export async function stockAtDate(companyId: number, locationId: string, at: string): Promise<StockAtDate> {
  const [company, snapshot] = await Promise.all([
    readInventoryCompany(companyId),
    snapshotBefore(companyId, locationId, at),
  ]);
  const rows = new Map<string, StockAtDateRow>();
  const keyOf = (productId: string, batchId: string | null) => `${productId}\u0000${batchId ?? noBatch}`;
  for (const row of snapshot ? await snapshotRows(snapshot) : [])
    rows.set(keyOf(row.productId, row.batchId), {
      productId: row.productId,
      batchId: row.batchId,
      quantity: row.quantity,
      unitCost: row.unitCost,
    });
  const query = InventoryLog.query.byLocation({ companyId, locationId });
  const upTo = { createDate: oneMillisecondAfter(at) };
  const entries = (
    await (snapshot ? query.between({ createDate: snapshot.takenAt }, upTo) : query.lt(upTo)).go({
      pages: "all",
    })
  ).data
    .filter((entry) => (!snapshot || entry.createDate > snapshot.takenAt) && entry.createDate <= at)
    .sort((a, b) => a.createDate.localeCompare(b.createDate));
  for (const entry of entries) {
    const batchId = entry.batchId === noBatch ? null : entry.batchId;
    const key = keyOf(entry.productId, batchId);
    const row = rows.get(key) ?? { productId: entry.productId, batchId, quantity: 0, unitCost: 0 };
    const unitCost =
      entry.quantityChange > 0
        ? costAfterReceipt(row, entry.quantityChange, entry.unitCost, company.inventoryCostOption)
        : row.unitCost;
    rows.set(key, { ...row, quantity: row.quantity + entry.quantityChange, unitCost });
  }
  return {
    at,
    snapshotId: snapshot?.snapshotId ?? null,
    entries: entries.length,
    rows: [...rows.values()].filter((row) => row.quantity !== 0),
  };
}
