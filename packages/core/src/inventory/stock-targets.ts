import { AppError } from "../common/errors";
import { readItems } from "../catalog/product-store";
import type { ProductItem } from "../catalog/product.entity";
import { Company, Location, type CompanyItem, type LocationItem } from "../company/company.entity";
import { complianceGate } from "../compliance/product-gate";
import type { LedgerActor } from "./inventory-log.schema";
import { inventoryMessages } from "./inventory-log.schema";
import { Batch, noBatch } from "./stock.entity";
import type { LedgerOptions, StockKey } from "./stock-ledger";

/** A stock item named by a request: the location, product and lot (null: none) it asks for. */
export interface StockRef {
  locationId: string;
  productId: string;
  batchId: string | null;
}

export interface StockTarget {
  key: StockKey;
  product: ProductItem;
}

/** The company's inventory settings (company.isBatchTracking off: lots are ignored, admin.md 5). */
export async function readInventoryCompany(companyId: number): Promise<CompanyItem> {
  const company = (await Company.get({ companyId }).go({ consistent: true })).data;
  if (!company) throw new AppError("NOT_FOUND", "Company not found");
  return company;
}

/** Whether the product's stock is kept per lot: the product tracks lots and so does the company. */
export const tracksLots = (company: Pick<CompanyItem, "isBatchTracking">, product: ProductItem): boolean =>
  company.isBatchTracking && product.isBatchTracked === true;

/** The company's compliance-on stores (docs/compliance-ocs.md): none while its OCS compliance flag is off. */
export const ocsLocationsOf = (company: CompanyItem): string[] =>
  company.featureFlags.ocsCompliance === true ? (company.ocsLocationIds ?? []) : [];

/** The ledger options of a change the company makes, in its settings. */
export const ledgerOptionsOf = (
  company: CompanyItem,
  actor: LedgerActor,
  at: string,
  document: LedgerOptions["document"],
): LedgerOptions => ({
  companyId: company.companyId,
  actor,
  at,
  document,
  blockNegative: company.blockNegativeInventorySale,
  costOption: company.inventoryCostOption,
  ocsLocationIds: ocsLocationsOf(company),
});

/** The company's locations named (shown or hidden); one that is not the company's is a 400. */
async function readLocations(companyId: number, locationIds: readonly string[]): Promise<LocationItem[]> {
  const unique = [...new Set(locationIds)];
  if (unique.length === 0) return [];
  const found = await Location.get(unique.map((locationId) => ({ companyId, locationId }))).go();
  if (found.data.length !== unique.length)
    throw new AppError("INVALID_INPUT", inventoryMessages.unknownLocation);
  return found.data;
}

/** Checks the location is the company's (shown or hidden). */
export async function assertLocations(companyId: number, locationIds: readonly string[]): Promise<void> {
  await readLocations(companyId, locationIds);
}

/**
 * The stock items a request names, checked: the location is the company's, the product is the company's and
 * holds stock itself (a bulk child's stock is its master's; a prepack master holds none), the lot is that
 * product's — required when it is tracked by lot, refused when it is not — and, at an Ontario store reporting to
 * the OCS, a cannabis product has its OCS SKU and GTIN (compliance/product-gate.ts). Every failure is a 400.
 */
export async function resolveStockTargets(
  company: CompanyItem,
  refs: readonly StockRef[],
): Promise<StockTarget[]> {
  const { companyId } = company;
  const productIds = [...new Set(refs.map((ref) => ref.productId))];
  const [products, batches, locations] = await Promise.all([
    readItems(companyId, productIds),
    Batch.get(
      [
        ...new Map(
          refs.flatMap((ref) => (ref.batchId ? [[`${ref.productId}/${ref.batchId}`, ref]] : [])),
        ).values(),
      ].map((ref) => ({ companyId, productId: ref.productId, batchId: ref.batchId! })),
    ).go(),
    readLocations(
      companyId,
      refs.map((ref) => ref.locationId),
    ),
  ]);
  const gate = await complianceGate(company, locations);
  const byId = new Map(products.map((item) => [item.productId, item]));
  const lots = new Set(batches.data.map((batch) => `${batch.productId}/${batch.batchId}`));
  return refs.map((ref) => {
    const product = byId.get(ref.productId);
    if (!product || product.isDeleted) throw new AppError("INVALID_INPUT", inventoryMessages.unknownProduct);
    if (!product.trackInventory)
      throw new AppError("INVALID_INPUT", inventoryMessages.notTracked(product.name));
    const lotted = tracksLots(company, product);
    if (lotted && !ref.batchId)
      throw new AppError("INVALID_INPUT", inventoryMessages.lotRequired(product.name));
    if (ref.batchId && (!lotted || !lots.has(`${ref.productId}/${ref.batchId}`)))
      throw new AppError("INVALID_INPUT", inventoryMessages.unknownLot);
    gate.assert(ref.locationId, product);
    return {
      key: { locationId: ref.locationId, productId: ref.productId, batchId: ref.batchId ?? noBatch },
      product,
    };
  });
}
