import { categoryParents } from "../catalog/listing-reads";
import { readItems } from "../catalog/product-store";
import { AppError } from "../common/errors";
import { openGate, type ComplianceGate } from "../compliance/product-gate";
import { TaxGroupEntity } from "../catalog/tax-group.entity";
import type { Discount } from "../discounts/discount.schema";
import { taxConfigRules } from "../tax-config/tax-configs";
import type { PosProduct, PosTaxGroup } from "./pos-data.schema";
import { toPosProduct } from "./pos-product-row";

/** A company has a handful of tax groups: one query, made alongside the product reads. */
async function taxGroupsOf(companyId: number): Promise<Record<string, PosTaxGroup>> {
  const result = await TaxGroupEntity.query.byCompany({ companyId }).go({ pages: "all" });
  return Object.fromEntries(
    result.data.map((item) => [item.taxGroupId, { id: item.taxGroupId, name: item.name, taxes: item.taxes }]),
  );
}

export const usesCategories = (discounts: readonly Discount[]): boolean =>
  discounts.some((discount) => discount.categories.length > 0);

export interface SaleCatalog {
  products: Record<string, PosProduct>;
  taxGroups: Record<string, PosTaxGroup>;
}

/**
 * The current products of a sale (and their masters) at the location, with the tax groups. Category ancestors
 * matter only to discounts that name categories: without any, the category tree is not read. `lotTracking`: the
 * company's isBatchTracking; `gate`: the location's compliance gate (each product's complianceBlock); `taxConfig`:
 * the company's taxConfig flag (tax configurations replace tax groups where they apply; categories need the tree).
 */
export async function readSaleCatalog(
  companyId: number,
  locationId: string,
  productIds: string[],
  options: { categories: boolean; lotTracking: boolean; gate?: ComplianceGate; taxConfig?: boolean },
): Promise<SaleCatalog> {
  const [items, categories, taxGroups, taxRules] = await Promise.all([
    readItems(companyId, productIds),
    options.categories || options.taxConfig ? categoryParents(companyId) : Promise.resolve([]),
    taxGroupsOf(companyId),
    options.taxConfig ? taxConfigRules(companyId) : Promise.resolve(null),
  ]);
  const known = new Set(items.map((item) => item.productId));
  const parentIds = [...new Set(items.flatMap((item) => (item.parentId ? [item.parentId] : [])))].filter(
    (id) => !known.has(id),
  );
  const all = parentIds.length > 0 ? [...items, ...(await readItems(companyId, parentIds))] : items;
  const parents = new Map(categories.map((category) => [category.categoryId, category.parentCategoryId]));
  const products = Object.fromEntries(
    all.map((item) => [
      item.productId,
      toPosProduct(item, locationId, parents, options.lotTracking, options.gate ?? openGate, taxRules),
    ]),
  );
  return { products, taxGroups };
}

/** A sale of a product its location may not sell is a 400 naming the product and what it lacks. */
export function assertSellable(lines: readonly { productId: string }[], catalog: SaleCatalog): void {
  for (const line of lines) {
    const block = catalog.products[line.productId]?.complianceBlock;
    if (block) throw new AppError("INVALID_INPUT", block);
  }
}
