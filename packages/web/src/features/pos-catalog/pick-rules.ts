import type { PosProduct } from "@pos/core/payments/pos-data.schema";
import type { CatalogIndex } from "./catalog-index";
import { variantsOf, type BrowsePreferences } from "./browse";

export type PickDialog =
  | { kind: "none" }
  | { kind: "variants"; master: PosProduct }
  | { kind: "batch"; product: PosProduct; unknownLot: string | null };

export type PickOutcome =
  | { kind: "add"; product: PosProduct; batchId: string | null }
  | { kind: "ask"; dialog: Exclude<PickDialog, { kind: "none" }> }
  | { kind: "error"; message: string };

export const pickMessages = {
  noVariants: (name: string) => `${name} has no variant in stock`,
} as const;

/**
 * From a chosen product to a cart line: a master opens its variants (openVariants on) or takes its first one that
 * can be sold (off); a lot-tracked product with several lots in stock, or a scanned lot the register does not
 * know, asks which lot; one lot (or none received) is taken as it is. A product the location may not sell (its
 * complianceBlock) is refused with the server's message. Pure (tested without React).
 */
export function pickOutcome(
  index: CatalogIndex,
  preferences: Pick<BrowsePreferences, "openVariants" | "hideEmptyInventory">,
  product: PosProduct,
  batchId: string | null = null,
  unknownLot: string | null = null,
): PickOutcome {
  if (product.isMasterProduct) {
    const first = variantsOf(index, product, preferences.hideEmptyInventory)[0];
    if (!first) return { kind: "error", message: pickMessages.noVariants(product.name) };
    if (preferences.openVariants) return { kind: "ask", dialog: { kind: "variants", master: product } };
    return pickOutcome(index, preferences, first);
  }
  if (product.complianceBlock) return { kind: "error", message: product.complianceBlock };
  if (batchId !== null || !product.isBatchTracked) return { kind: "add", product, batchId };
  const lots = index.batchesOf(product);
  const inStock = lots.filter((lot) => lot.quantity > 0);
  const candidates = inStock.length > 0 ? inStock : lots;
  if (unknownLot !== null || candidates.length > 1)
    return { kind: "ask", dialog: { kind: "batch", product, unknownLot } };
  return { kind: "add", product, batchId: candidates[0]?.batch.id ?? null };
}
