import type { ChildProduct, ProductDraft } from "../catalog/product.schema";

/**
 * dashboard.md 4, enforced on every save: a product in a pricing group sells at the group's price (a group change
 * on a saved product refreshes it from the new group), and clearing a master's group clears its children's.
 * `prices`: each group's price by id; `savedGroupId`: the master's group before this save (undefined: a new product).
 */
export function withGroupPrices(
  product: ProductDraft,
  prices: ReadonlyMap<string, number>,
  savedGroupId?: string | null,
): ProductDraft {
  const cleared = typeof savedGroupId === "string" && product.pricingGroupId === null;
  const priced = <T extends ChildProduct>(item: T): T => {
    const price = item.pricingGroupId === null ? undefined : prices.get(item.pricingGroupId);
    return price === undefined ? item : { ...item, price };
  };
  const childProducts = product.childProducts.map((child) =>
    priced(cleared ? { ...child, pricingGroupId: null } : child),
  );
  // A master has no price of its own (its children are sold).
  return product.isMasterProduct ? { ...product, childProducts } : priced({ ...product, childProducts });
}

/** Every group a product and its children name. */
export const groupIdsOf = (product: ProductDraft): string[] => [
  ...new Set(
    [product, ...product.childProducts].flatMap((item) =>
      item.pricingGroupId === null ? [] : [item.pricingGroupId],
    ),
  ),
];
