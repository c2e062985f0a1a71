import type { ProductItem } from "../catalog/product.entity";

/**
 * What the OCS tracks: cannabis, i.e. a product with a cannabis weight, volume or dried-cannabis equivalent.
 * Accessories and other goods are never reported (their ledger entries leave the outbox as "skipped").
 */
export const isOcsReportable = (product: ProductItem | undefined): boolean =>
  product !== undefined &&
  [product.cannabisWeight, product.cannabisVolume, product.driedCannabisEquivalent].some(
    (amount) => typeof amount === "number" && amount > 0,
  );
