import { Company } from "@pos/core/company/company.entity";
import { createBatch, setStock, stockAtLocation } from "@pos/core/inventory/stock";
import { InventoryLog } from "@pos/core/inventory/inventory-log.entity";
import { productItem, putProducts } from "./catalog";
import { companyWithManager } from "./staff";

/**
 * A company (signed-in owner `caller`) with, at its location: Gummies (10 on hand, $2.00 each), Soda
 * (4 on hand, $0.50 each) and Vape, tracked by lot with lots A (6 on hand, $10.00) and B (none).
 */
export async function auditWorld(options: { mode?: "replace" | "relative" } = {}) {
  const world = await companyWithManager();
  const { companyId, location } = world;
  await Company.patch({ companyId })
    .set({ auditCompleteMode: options.mode ?? "replace", isBatchTracking: true })
    .go();
  const [gummies, soda, vape] = await putProducts([
    productItem(companyId, { name: "Gummies", sku: "GUM-1", barcode: "628000000017" }),
    productItem(companyId, { name: "Soda", sku: "SODA-1" }),
    productItem(companyId, { name: "Vape", sku: "VAPE-1", isBatchTracked: true }),
  ]);
  const lotA = await createBatch({ companyId, productId: vape!.productId, lotNumber: "A100" });
  const lotB = await createBatch({ companyId, productId: vape!.productId, lotNumber: "B200" });
  const locationId = location.id;
  await setStock({ companyId, locationId, productId: gummies!.productId, quantity: 10, unitCost: 200 });
  await setStock({ companyId, locationId, productId: soda!.productId, quantity: 4, unitCost: 50 });
  await setStock({
    companyId,
    locationId,
    productId: vape!.productId,
    batchId: lotA.id,
    quantity: 6,
    unitCost: 1000,
  });
  return {
    ...world,
    locationId,
    products: { gummies: gummies!, soda: soda!, vape: vape! },
    lots: { a: lotA, b: lotB },
  };
}

export type AuditWorld = Awaited<ReturnType<typeof auditWorld>>;

export async function onHand(world: AuditWorld, productId: string, batchId: string | null = null) {
  const rows = await stockAtLocation(world.companyId, world.locationId);
  return rows.find((row) => row.productId === productId && row.batchId === batchId)?.quantity ?? 0;
}

/** The ledger entries an audit wrote. */
export async function auditEntries(companyId: number, auditId: string) {
  const { data } = await InventoryLog.query
    .byDocument({ companyId, documentType: "audit", documentId: auditId })
    .go({ pages: "all" });
  return data;
}

/** Whether every stock item at the location equals the sum of its ledger. */
export async function ledgerMatchesStock(world: AuditWorld): Promise<boolean> {
  const { data } = await InventoryLog.query
    .byLocation({ companyId: world.companyId, locationId: world.locationId })
    .go({ pages: "all" });
  const sums = new Map<string, number>();
  for (const entry of data)
    sums.set(
      `${entry.productId}/${entry.batchId}`,
      (sums.get(`${entry.productId}/${entry.batchId}`) ?? 0) + entry.quantityChange,
    );
  const rows = await stockAtLocation(world.companyId, world.locationId);
  return rows.every((row) => (sums.get(`${row.productId}/${row.batchId ?? "none"}`) ?? 0) === row.quantity);
}
