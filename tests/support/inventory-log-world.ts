import { Company } from "@pos/core/company/company.entity";
import type { DocumentType, LedgerActor, LogType } from "@pos/core/inventory/inventory-log.schema";
import { noBatch } from "@pos/core/inventory/stock.entity";
import { createBatch } from "@pos/core/inventory/stock";
import { applyStockChanges, type StockChange } from "@pos/core/inventory/stock-ledger";
import { productItem, putProducts } from "./catalog";
import { companyWithManager } from "./staff";

/** A company with lot tracking on, a plain product (Gummies) and a lot-tracked one (Flower, lots A and B). */
export async function inventoryLogWorld() {
  const world = await companyWithManager();
  const { companyId } = world;
  await Company.patch({ companyId }).set({ isBatchTracking: true }).go();
  const [gummies, flower] = await putProducts([
    productItem(companyId, { name: "Gummies", sku: "GUM-1" }),
    productItem(companyId, { name: "Flower", sku: "FLW-1", isBatchTracked: true }),
  ]);
  const lotA = await createBatch({ companyId, productId: flower!.productId, lotNumber: "LOT-A" });
  const lotB = await createBatch({ companyId, productId: flower!.productId, lotNumber: "LOT-B" });
  return { ...world, gummies: gummies!, flower: flower!, lotA, lotB };
}
export type InventoryLogWorld = Awaited<ReturnType<typeof inventoryLogWorld>>;

export interface LedgerWrite {
  productId: string;
  batchId?: string;
  quantity: number;
  type?: LogType;
  unitCost?: number;
  locationId?: string;
}

/** Writes ledger entries (and their stock) through the ledger at `at`, as `actor`, for `document`. */
export async function writeLedger(
  world: Pick<InventoryLogWorld, "companyId" | "location">,
  writes: LedgerWrite[],
  options: { at: string; actor?: LedgerActor; document?: { type: DocumentType; id: string } | null },
) {
  const changes: StockChange[] = writes.map((write) => ({
    locationId: write.locationId ?? world.location.id,
    productId: write.productId,
    batchId: write.batchId ?? noBatch,
    quantity: write.quantity,
    type: write.type ?? "ADJUSTMENT",
    reason: (write.type ?? "ADJUSTMENT") === "ADJUSTMENT" ? "correction" : null,
    unitCost: write.unitCost ?? null,
    productName: write.productId,
  }));
  return applyStockChanges(changes, () => changes, {
    companyId: world.companyId,
    actor: options.actor ?? { kind: "user", id: "u-test", name: "tester@test.example" },
    at: options.at,
    document: options.document ?? null,
    blockNegative: false,
    costOption: "weightedAverage",
  });
}
