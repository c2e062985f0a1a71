import { categoryParents } from "../catalog/listing-reads";
import { readItems } from "../catalog/product-store";
import { AppError } from "../common/errors";
import { Location } from "../company/company.entity";
import type { DiscountFields } from "./discount.schema";

export const discountReferenceMessages = {
  unknownProducts: (ids: string[]) => `These products do not exist in this company: ${ids.join(", ")}`,
  unknownCategories: (ids: string[]) => `These categories do not exist in this company: ${ids.join(", ")}`,
  unknownLocations: (ids: string[]) => `These locations do not exist in this company: ${ids.join(", ")}`,
} as const;

const missing = (wanted: readonly string[], found: Iterable<string>): string[] => {
  const known = new Set(found);
  return [...new Set(wanted)].filter((id) => !known.has(id));
};

async function categoryIdsOf(companyId: number, wanted: string[]): Promise<string[]> {
  if (wanted.length === 0) return [];
  return (await categoryParents(companyId)).map((category) => category.categoryId);
}

async function locationIdsOf(companyId: number, wanted: string[]): Promise<string[]> {
  if (wanted.length === 0) return [];
  const result = await Location.query
    .byCompany({ companyId })
    .go({ pages: "all", attributes: ["locationId"] });
  return result.data.map((item) => item.locationId);
}

/**
 * Every product, category and location a discount names is one of the company's own (a deleted product still
 * counts: a discount saved before it was deleted can be edited). Checked before anything is written.
 */
export async function assertDiscountReferences(companyId: number, fields: DiscountFields): Promise<void> {
  const productIds = fields.products.map((target) => target.id);
  const categoryIds = fields.categories.map((target) => target.id);
  const [products, categories, locations] = await Promise.all([
    productIds.length > 0 ? readItems(companyId, productIds) : Promise.resolve([]),
    categoryIdsOf(companyId, categoryIds),
    locationIdsOf(companyId, fields.locationIds),
  ]);
  const checks = [
    [
      missing(
        productIds,
        products.map((item) => item.productId),
      ),
      discountReferenceMessages.unknownProducts,
    ],
    [missing(categoryIds, categories), discountReferenceMessages.unknownCategories],
    [missing(fields.locationIds, locations), discountReferenceMessages.unknownLocations],
  ] as const;
  for (const [unknown, message] of checks) {
    if (unknown.length > 0) throw new AppError("INVALID_INPUT", message(unknown.slice(0, 10)));
  }
}
