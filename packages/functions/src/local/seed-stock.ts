/** Imports core: load only after the environment is set (see runtime.ts). */
import { matchingRows } from "@pos/core/catalog/listing-index";
import { getProduct } from "@pos/core/catalog/products";
import { updateProduct } from "@pos/core/catalog/product-update";
import { createBatch, setStock } from "@pos/core/inventory/stock";

/** Demo products tracked by lot, each received in two lots (GS1 AI 10 and 17 on their packages). */
export const demoLots = [
  {
    sku: "FL-001",
    lots: [
      { lotNumber: "GTH-2604A", expiryDate: "2027-04-30", quantity: 8 },
      { lotNumber: "GTH-2609B", expiryDate: "2027-09-30", quantity: 14 },
    ],
  },
  {
    sku: "VP-001",
    lots: [
      { lotNumber: "BR-25118", expiryDate: "2027-02-28", quantity: 6 },
      { lotNumber: "BR-26032", expiryDate: "2027-08-31", quantity: 10 },
    ],
  },
  {
    sku: "ED-001",
    lots: [
      { lotNumber: "WB-0412", expiryDate: "2026-12-31", quantity: 12 },
      { lotNumber: "WB-0587", expiryDate: "2027-03-31", quantity: 20 },
    ],
  },
] as const;

/** Tracked but sold out everywhere: the register hides it while "Hide products with no stock" is on. */
export const demoSoldOutSku = "EX-002";

/** A believable, repeatable count per product and location. */
const countFor = (position: number, location: number): number => 4 + ((position * 7 + location * 5) % 37);

async function trackLots(companyId: number, productId: string): Promise<void> {
  const product = await getProduct({ companyId, productId });
  await updateProduct({ companyId, productId, product: { ...product, isBatchTracked: true } });
}

/** Stock at every location for every tracked demo product, the lot-tracked ones by lot. */
export async function seedDemoStock(companyId: number, locationIds: string[]): Promise<void> {
  const rows = await matchingRows({ companyId, view: "active" });
  const tracked = rows
    .flatMap((row) => [row, ...row.children])
    .filter((row) => row.trackInventory && !row.isMasterProduct);
  for (const [position, row] of tracked.entries()) {
    const lotted = demoLots.find((entry) => entry.sku === row.sku);
    if (lotted) {
      await trackLots(companyId, row.id);
      for (const lot of lotted.lots) {
        const batch = await createBatch({
          companyId,
          productId: row.id,
          lotNumber: lot.lotNumber,
          expiryDate: lot.expiryDate,
        });
        for (const [location, locationId] of locationIds.entries())
          await setStock({
            companyId,
            locationId,
            productId: row.id,
            batchId: batch.id,
            quantity: lot.quantity + location * 3,
          });
      }
      continue;
    }
    for (const [location, locationId] of locationIds.entries()) {
      const stock = { companyId, locationId, productId: row.id };
      await setStock({ ...stock, quantity: countFor(position, location) });
      // Sold out: what was there has gone (the ledger shows it arriving and going).
      if (row.sku === demoSoldOutSku) await setStock({ ...stock, quantity: 0 });
    }
  }
}
