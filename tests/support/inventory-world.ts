import { setFeatureFlag, setPermissionFlag } from "@pos/core/company/feature-flags";
import { Company } from "@pos/core/company/company.entity";
import type { ProductItem } from "@pos/core/catalog/product.entity";
import { InventoryLog } from "@pos/core/inventory/inventory-log.entity";
import { setStock } from "@pos/core/inventory/stock";
import { noBatch, Stock } from "@pos/core/inventory/stock.entity";
import { productItem, putMaster, putProducts } from "./catalog";
import { companyWithManager } from "./staff";

export interface InventoryWorldOptions {
  conversions?: boolean;
  snapshots?: boolean;
  blockNegative?: boolean;
  lots?: boolean;
}

/**
 * A company (owner's caller, one location) with a bulk master tracking grams of flower and two 3.5 g jar
 * products that track their own stock; the conversions permission flag is on unless asked otherwise, the
 * snapshots feature flag only when asked.
 */
export async function inventoryWorld(options: InventoryWorldOptions = {}) {
  const world = await companyWithManager();
  const { companyId } = world;
  await Company.patch({ companyId })
    .set({
      blockNegativeInventorySale: options.blockNegative ?? false,
      isBatchTracking: options.lots ?? false,
    })
    .go();
  if (options.conversions ?? true)
    await setPermissionFlag({ companyId, flag: "canAccessInventoryConversions", enabled: true });
  if (options.snapshots ?? false)
    await setFeatureFlag({ companyId, flag: "inventorySnapshots", enabled: true });
  const bulk = await putMaster(
    companyId,
    { name: "Bulk flower", unit: "g", trackInventory: true, sku: "BULK-1" },
    [{ name: "Bulk 7 g", trackInventory: false, inventorySubtractAmount: 7 }],
  );
  const product = (fields: Partial<ProductItem>) => productItem(companyId, fields);
  const [jar, preroll] = await putProducts([
    product({ name: "Jar 3.5 g", sku: "JAR-35", weight: 3.5 }),
    product({ name: "Pre-roll 0.5 g", sku: "PR-05", weight: 0.5 }),
  ]);
  return { ...world, locationId: world.location.id, bulk: bulk.master, jar: jar!, preroll: preroll! };
}

export type InventoryWorld = Awaited<ReturnType<typeof inventoryWorld>>;

/** Sets the world location's stock of a product (or lot) with its cost per unit (cents). */
export const stock = (
  world: Pick<InventoryWorld, "companyId" | "locationId">,
  productId: string,
  quantity: number,
  unitCost: number,
  batchId?: string,
) =>
  setStock({
    companyId: world.companyId,
    locationId: world.locationId,
    productId,
    quantity,
    unitCost,
    batchId,
  });

/** The stock item's quantity and cost per unit (cents), or null when there is none. */
export async function stockOf(
  world: Pick<InventoryWorld, "companyId" | "locationId">,
  productId: string,
  batchId: string | null = null,
) {
  const { data } = await Stock.get({
    companyId: world.companyId,
    locationId: world.locationId,
    productId,
    batchId: batchId ?? noBatch,
  }).go({ consistent: true });
  return data ? { quantity: data.quantity, unitCost: data.unitCost } : null;
}

export async function ledgerOf(world: Pick<InventoryWorld, "companyId" | "locationId">) {
  const { companyId, locationId } = world;
  return (await InventoryLog.query.byLocation({ companyId, locationId }).go({ pages: "all" })).data;
}
