/** Imports core: load only after the environment is set (see runtime.ts). */
import { matchingRows } from "@pos/core/catalog/listing-index";
import type { ProductListRow } from "@pos/core/catalog/listing.schema";
import { getProduct } from "@pos/core/catalog/products";
import { updateProduct } from "@pos/core/catalog/product-update";
import { Company } from "@pos/core/company/company.entity";
import { receiveStock, type ReceivedLine } from "@pos/core/inventory/receive-stock";
import { createBatch, setStock } from "@pos/core/inventory/stock";
import { readInventoryCompany } from "@pos/core/inventory/stock-targets";

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

/** What the store paid: the product's purchase price, else about half its shelf price. */
const unitCostOf = (row: Pick<ProductListRow, "purchasePrice" | "price">): number =>
  row.purchasePrice ?? Math.round((row.price ?? 1000) * 0.52);

async function trackLots(companyId: number, productId: string): Promise<void> {
  const product = await getProduct({ companyId, productId });
  await updateProduct({ companyId, productId, product: { ...product, isBatchTracked: true } });
}

/**
 * Stock at every location for every tracked demo product, received as one delivery per location with unit costs
 * (RECEIVE entries), the lot-tracked ones by lot: the company tracks lots.
 */
export async function seedDemoStock(companyId: number, locationIds: string[]): Promise<void> {
  await Company.patch({ companyId }).set({ isBatchTracking: true }).go();
  const rows = await matchingRows({ companyId, view: "active" });
  const tracked = rows
    .flatMap((row) => [row, ...row.children])
    .filter((row) => row.trackInventory && !row.isMasterProduct);
  const deliveries = locationIds.map((): ReceivedLine[] => []);
  for (const [position, row] of tracked.entries()) {
    const unitCost = unitCostOf(row);
    const lotted = demoLots.find((entry) => entry.sku === row.sku);
    if (lotted) await trackLots(companyId, row.id);
    const lots = lotted
      ? await Promise.all(
          lotted.lots.map(async (lot) => ({
            ...lot,
            batchId: (
              await createBatch({
                companyId,
                productId: row.id,
                lotNumber: lot.lotNumber,
                expiryDate: lot.expiryDate,
              })
            ).id,
          })),
        )
      : [{ batchId: null, quantity: null }];
    for (const [location, lines] of deliveries.entries())
      for (const lot of lots)
        lines.push({
          productId: row.id,
          batchId: lot.batchId,
          quantity: lot.quantity === null ? countFor(position, location) : lot.quantity + location * 3,
          unitCost,
        });
  }
  const company = await readInventoryCompany(companyId);
  for (const [location, locationId] of locationIds.entries())
    await receiveStock(company, { locationId, lines: deliveries[location]!, note: "Opening delivery" });
  // Sold out: what was received has gone (the ledger shows it arriving and going).
  const soldOut = tracked.find((row) => row.sku === demoSoldOutSku);
  if (soldOut)
    for (const locationId of locationIds)
      await setStock({ companyId, locationId, productId: soldOut.id, quantity: 0 });
}
