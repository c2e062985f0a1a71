import { Company } from "@pos/core/company/company.entity";
import { createLocation } from "@pos/core/company/company";
import { InventoryLog } from "@pos/core/inventory/inventory-log.entity";
import { createBatch, stockAtLocation } from "@pos/core/inventory/stock";
import { productItem, putProducts } from "./catalog";
import { callerFor, makeCompany } from "./world";

export interface StockWorldOptions {
  blockNegative?: boolean;
  hideEmptyInventory?: boolean;
  defaultReorderPoint?: number;
}

/**
 * A company tracking lots, with two locations and its owner's caller. Products: gummies (pieces), flower (kept by
 * lot, lots A1 expiring first and B2), papers (not tracking inventory). Also another company with a location.
 */
export async function stockWorld(options: StockWorldOptions = {}) {
  const { company, location, owner } = await makeCompany();
  const companyId = company.id;
  await Company.patch({ companyId })
    .set({
      isBatchTracking: true,
      blockNegativeInventorySale: options.blockNegative ?? false,
      ...(options.hideEmptyInventory === undefined ? {} : { hideEmptyInventory: options.hideEmptyInventory }),
      ...(options.defaultReorderPoint === undefined
        ? {}
        : { defaultReorderPoint: options.defaultReorderPoint }),
    })
    .go();
  const second = await createLocation({ companyId, name: "Second Street" });
  const [gummies, flower, papers] = await putProducts([
    productItem(companyId, { name: "Gummies", sku: "GUM-1", barcode: "0628000000013" }),
    productItem(companyId, { name: "Flower", sku: "FLW-1", barcode: "0628000000020", isBatchTracked: true }),
    productItem(companyId, { name: "Papers", sku: "PAP-1", trackInventory: false }),
  ]);
  const lotA = await createBatch({
    companyId,
    productId: flower!.productId,
    lotNumber: "A1",
    expiryDate: "2027-01-31",
  });
  const lotB = await createBatch({
    companyId,
    productId: flower!.productId,
    lotNumber: "B2",
    expiryDate: "2027-06-30",
  });
  const other = await makeCompany();
  return {
    companyId,
    location,
    second,
    owner,
    caller: await callerFor(owner.token),
    products: { gummies: gummies!, flower: flower!, papers: papers! },
    lots: { a: lotA, b: lotB },
    other: {
      companyId: other.company.id,
      location: other.location,
      product: (await putProducts([productItem(other.company.id, { name: "Theirs" })]))[0]!,
    },
  };
}
export type StockWorld = Awaited<ReturnType<typeof stockWorld>>;

export async function onHandAt(world: StockWorld, productId: string, batchId: string | null = null) {
  const rows = await stockAtLocation(world.companyId, world.location.id);
  return rows.find((row) => row.productId === productId && row.batchId === batchId)?.quantity ?? 0;
}

export async function ledgerAt(world: StockWorld) {
  return (
    await InventoryLog.query
      .byLocation({ companyId: world.companyId, locationId: world.location.id })
      .go({ pages: "all" })
  ).data;
}
