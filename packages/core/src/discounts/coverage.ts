import type { Discount, DiscountTarget } from "./discount.schema";

/** What the include and exclude lists look at on a cart line or an unpaid order line. */
export interface CoveredItem {
  productId: string;
  /** The master product of a child (variant); a list naming the master covers its children. */
  parentProductId?: string | null;
  /** The product's category and that category's ancestors. */
  categoryIds: readonly string[];
}

export type CoverageMiss = "notIncluded" | "excluded";

const matching = (targets: readonly DiscountTarget[], type: DiscountTarget["type"], ids: readonly string[]) =>
  targets.some((target) => target.type === type && ids.includes(target.id));

/**
 * dashboard.md 4 "Discounts on unpaid orders", the product part: a product in an exclude list is not covered; when
 * the discount has an include list (of products or categories), a product in none of them is not covered.
 */
export function coverageMiss(
  discount: Pick<Discount, "products" | "categories">,
  item: CoveredItem,
): CoverageMiss | null {
  const productIds = item.parentProductId ? [item.productId, item.parentProductId] : [item.productId];
  const { products, categories } = discount;
  if (matching(products, "exclude", productIds) || matching(categories, "exclude", item.categoryIds)) {
    return "excluded";
  }
  const hasIncludes = [...products, ...categories].some((target) => target.type === "include");
  if (!hasIncludes) return null;
  const included =
    matching(products, "include", productIds) || matching(categories, "include", item.categoryIds);
  return included ? null : "notIncluded";
}

export const covers = (discount: Pick<Discount, "products" | "categories">, item: CoveredItem): boolean =>
  coverageMiss(discount, item) === null;
