import { CategoryEntity } from "@pos/core/catalog/category.entity";
import type { ComplianceCategoryId } from "@pos/core/catalog/category.schema";
import type { ProductItem } from "@pos/core/catalog/product.entity";
import { Location } from "@pos/core/company/company.entity";
import { createLocation } from "@pos/core/company/company";
import { setFeatureFlag, setPermissionFlag } from "@pos/core/company/feature-flags";
import { receiveStock } from "@pos/core/inventory/receive-stock";
import { readInventoryCompany } from "@pos/core/inventory/stock-targets";
import { putCategory } from "./catalog";
import { saleWorld } from "./sale-world";

/**
 * The sale world (an Ontario company: its location has no province of its own) with the OCS compliance flag on
 * unless asked otherwise, conversions allowed, and a second Ontario store. Gummies and flower are cannabis (they
 * have a dried cannabis equivalent) without an OCS SKU or a GTIN; soda is not cannabis.
 */
export async function complianceWorld(options: { flag?: boolean } = {}) {
  const world = await saleWorld();
  const { companyId } = world;
  if (options.flag ?? true) await setFeatureFlag({ companyId, flag: "ocsCompliance", enabled: true });
  await setPermissionFlag({ companyId, flag: "canAccessInventoryConversions", enabled: true });
  const second = await createLocation({ companyId, name: "Second Ontario store" });
  return { ...world, second };
}
export type ComplianceWorld = Awaited<ReturnType<typeof complianceWorld>>;

/** Moves a location to another province (settings/locations' province). */
export const placeIn = (world: Pick<ComplianceWorld, "companyId">, locationId: string, province: string) =>
  Location.patch({ companyId: world.companyId, locationId }).set({ province }).go();

/** A delivery received at the location, as purchasing does (no router yet: the core function every receipt uses). */
export async function receive(
  world: Pick<ComplianceWorld, "companyId">,
  locationId: string,
  product: Pick<ProductItem, "productId">,
  quantity: number,
  unitCost = 500,
) {
  const company = await readInventoryCompany(world.companyId);
  await receiveStock(company, {
    locationId,
    lines: [{ productId: product.productId, batchId: null, quantity, unitCost }],
  });
}

/** A category, below `parentCategoryId` when given, with its compliance category (or none). */
export async function complianceCategory(
  companyId: number,
  name: string,
  complianceCategoryId: ComplianceCategoryId | null,
  parentCategoryId?: string,
): Promise<string> {
  const categoryId = await putCategory(companyId, name, parentCategoryId);
  if (complianceCategoryId)
    await CategoryEntity.patch({ companyId, categoryId }).set({ complianceCategoryId }).go();
  return categoryId;
}
