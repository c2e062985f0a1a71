import { randomUUID } from "node:crypto";
import { readItems } from "../catalog/product-store";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { queryPage, type Page, type PageInput } from "../db/pagination";
import {
  InventorySnapshot,
  InventorySnapshotChunk,
  type InventorySnapshotChunkItem,
  type InventorySnapshotItem,
} from "./snapshot.entity";
import {
  snapshotMessages,
  snapshotRowsPerChunk,
  type SnapshotDetail,
  type SnapshotRow,
  type SnapshotTaker,
  type SnapshotView,
} from "./snapshot.schema";
import { Batch, noBatch, Stock } from "./stock.entity";

const chunkName = (index: number): string => String(index).padStart(5, "0");

/** Writes the chunks, again for those DynamoDB left unprocessed. */
async function putChunks(items: InventorySnapshotChunkItem[]) {
  let pending = items;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt === 8) throw new Error("Snapshot rows could not be written");
    const { unprocessed } = await InventorySnapshotChunk.put(pending).go({ concurrency: 4 });
    const left = new Set(unprocessed.map((key) => key.chunk));
    pending = pending.filter((item) => left.has(item.chunk));
  }
}

async function lotNumbers(companyId: number, keys: { productId: string; batchId: string }[]) {
  const lotted = keys.filter((key) => key.batchId !== noBatch);
  if (lotted.length === 0) return new Map<string, string>();
  const found = await Batch.get(lotted.map((key) => ({ companyId, ...key }))).go({ concurrency: 4 });
  return new Map(found.data.map((lot) => [`${lot.productId}/${lot.batchId}`, lot.lotNumber]));
}

/** What the location holds now, one row per product and lot with stock (above or below zero), by name. */
async function currentRows(companyId: number, locationId: string): Promise<SnapshotRow[]> {
  const stock = (
    await Stock.query.byLocation({ companyId, locationId }).go({ pages: "all", consistent: true })
  ).data.filter((item) => item.quantity !== 0);
  const [products, lots] = await Promise.all([
    readItems(
      companyId,
      stock.map((item) => item.productId),
    ),
    lotNumbers(companyId, stock),
  ]);
  const byId = new Map(products.map((product) => [product.productId, product]));
  return stock
    .map((item): SnapshotRow => {
      const product = byId.get(item.productId);
      return {
        productId: item.productId,
        batchId: item.batchId === noBatch ? null : item.batchId,
        name: product?.name ?? item.productId,
        sku: product?.sku ?? null,
        lotNumber: lots.get(`${item.productId}/${item.batchId}`) ?? null,
        quantity: item.quantity,
        unitCost: item.unitCost,
        value: Math.round(item.quantity * item.unitCost),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || (a.lotNumber ?? "").localeCompare(b.lotNumber ?? ""));
}

export const toSnapshotView = (item: InventorySnapshotItem): SnapshotView => ({
  id: item.snapshotId,
  locationId: item.locationId,
  takenAt: item.takenAt,
  takenBy: { kind: item.takerKind, id: item.takerId, name: item.takerName },
  nightOf: item.nightOf ?? null,
  status: item.status,
  productCount: item.productCount,
  units: item.units,
  value: item.value,
});

/** The header of a snapshot being taken: the claim a nightly run makes before it reads the stock. */
export function snapshotHeader(
  companyId: number,
  locationId: string,
  taker: SnapshotTaker,
  nightOf: string | null,
): InventorySnapshotItem {
  return {
    companyId,
    snapshotId: nightOf ? `night-${nightOf}-${locationId}` : randomUUID().slice(0, 12),
    locationId,
    takenAt: nowIso(),
    status: "taking",
    takerKind: taker.kind,
    takerId: taker.id,
    takerName: taker.name,
    nightOf: nightOf ?? undefined,
    productCount: 0,
    units: 0,
    value: 0,
    chunkCount: 0,
  };
}

/**
 * Reads the location's stock and stores it under `header` (already written as "taking"): the rows in chunks,
 * then the header as complete with its totals. Safe to run again for the same header.
 */
export async function fillSnapshot(header: InventorySnapshotItem): Promise<SnapshotView> {
  const { companyId, snapshotId, locationId } = header;
  const rows = await currentRows(companyId, locationId);
  const chunks: InventorySnapshotChunkItem[] = [];
  for (let start = 0; start < rows.length; start += snapshotRowsPerChunk)
    chunks.push({
      companyId,
      snapshotId,
      chunk: chunkName(chunks.length),
      rows: rows.slice(start, start + snapshotRowsPerChunk),
    });
  await putChunks(chunks);
  const complete: InventorySnapshotItem = {
    ...header,
    status: "complete",
    productCount: new Set(rows.map((row) => row.productId)).size,
    units: rows.reduce((sum, row) => sum + row.quantity, 0),
    value: rows.reduce((sum, row) => sum + row.value, 0),
    chunkCount: chunks.length,
  };
  await InventorySnapshot.put(complete).go();
  return toSnapshotView(complete);
}

/** Takes a snapshot of a location now (the location is checked by the caller). */
export async function takeSnapshot(
  companyId: number,
  locationId: string,
  taker: SnapshotTaker,
): Promise<SnapshotView> {
  const header = snapshotHeader(companyId, locationId, taker, null);
  await InventorySnapshot.create(header).go();
  return fillSnapshot(header);
}

/** A page of the company's snapshots (or one location's), newest first. */
export async function listSnapshots(
  companyId: number,
  locationId: string | null,
  page: PageInput,
): Promise<Page<SnapshotView>> {
  const query = locationId
    ? InventorySnapshot.query.byLocation({ companyId, locationId })
    : InventorySnapshot.query.byCompany({ companyId });
  return queryPage(
    query.params({ order: "desc" }),
    (items) => InventorySnapshot.parse({ Items: items }).data.map(toSnapshotView),
    page,
  );
}

export async function getSnapshotHeader(companyId: number, snapshotId: string) {
  return (await InventorySnapshot.get({ companyId, snapshotId }).go({ consistent: true })).data;
}

/** A snapshot with its rows. */
export async function getSnapshot(companyId: number, snapshotId: string): Promise<SnapshotDetail> {
  const header = await getSnapshotHeader(companyId, snapshotId);
  if (!header) throw new AppError("NOT_FOUND", snapshotMessages.notFound);
  const rows = await snapshotRows(header);
  return { ...toSnapshotView(header), rows };
}

export async function snapshotRows(header: InventorySnapshotItem): Promise<SnapshotRow[]> {
  if (header.chunkCount === 0) return [];
  const { companyId, snapshotId } = header;
  const chunks = await InventorySnapshotChunk.query
    .bySnapshot({ companyId, snapshotId })
    .go({ pages: "all", consistent: true });
  return chunks.data
    .filter((chunk) => chunk.chunk < chunkName(header.chunkCount))
    .sort((a, b) => a.chunk.localeCompare(b.chunk))
    .flatMap((chunk) => chunk.rows);
}
