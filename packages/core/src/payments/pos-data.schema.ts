import { z } from "zod";
import { zDateTime } from "../common/bounded.schema";
import type { ProductUnit, StrainType } from "../catalog/product.schema";
import type { Tax } from "../catalog/tax-group.schema";

/**
 * What the register holds of the catalogue (pos-and-accounts.md 7 "POS data"): compact rows with the register's
 * location overrides already applied. Loaded once, then refreshed incrementally by update date.
 */
export interface PosProduct {
  id: string;
  parentId: string | null;
  childIds: string[];
  isMasterProduct: boolean;
  name: string;
  shortName: string | null;
  shortDescription: string | null;
  sku: string | null;
  /** The location's barcode override, else the product's. */
  barcode: string | null;
  gtin: string | null;
  /** The Ontario Cannabis Store's item number. */
  ocsSku: string | null;
  imageUrl: string | null;
  /** The location's price override, else the product's; null: a free price entered at the register. */
  price: number | null;
  depositFee: number;
  unit: ProductUnit;
  inventorySubtractAmount: number;
  categoryId: string | null;
  /** The category and its ancestors (discount coverage). */
  categoryIds: string[];
  supplierId: string | null;
  taxGroupId: string | null;
  /**
   * With the taxConfig flag on and a tax configuration applying at this location: its taxes, which replace the tax
   * group's (its deposit is in depositFee already).
   */
  configuredTaxes?: Tax[];
  trackInventory: boolean;
  isBatchTracked: boolean;
  productType: "product" | "service" | "fee";
  /** Sold with a card number: the sale activates or reloads that card with the line's price. */
  isGiftCard: boolean;
  strainType: StrainType | null;
  thc: number | null;
  cbd: number | null;
  /** Grams of dried cannabis one unit counts as; null: not cannabis. */
  driedCannabisEquivalent: number | null;
  /** Active at this location (the location override wins). */
  isActive: boolean;
  isDeleted: boolean;
  updateDate: string;
  /** Why the location may not sell it (an Ontario store's cannabis product without its OCS SKU or GTIN). */
  complianceBlock: string | null;
}

export interface PosStockRow {
  productId: string;
  batchId: string | null;
  quantity: number;
  updateDate: string;
}

export interface PosBatchRow {
  id: string;
  productId: string;
  lotNumber: string;
  expiryDate: string | null;
  updateDate: string;
}

export interface PosTaxGroup {
  id: string;
  name: string;
  taxes: Tax[];
}

export interface PosCategory {
  id: string;
  name: string;
  parentId: string | null;
  color: string | null;
}

/**
 * The most products one page of listings carries, and its default: with twice as many stock and lot rows, a page
 * of real products (about 1 KB each as JSON) stays near 0.5 MB, well under 1 MB.
 */
export const maxListingsPageSize = 400;

/**
 * `since` null: everything. The answer's `asOf` is the next call's `since` (the server applies its own overlap).
 * A load comes in pages: `cursor` is the previous page's, and carries the load's range (then `since` is not read).
 * `pageSize` caps the products of a page (and each of its stock and lot rows at twice as many).
 */
export const ZPosListingsInput = z.object({
  since: zDateTime().nullable().default(null),
  cursor: z.string().min(1).max(4000).nullish(),
  pageSize: z.number().int().min(1).max(maxListingsPageSize).default(maxListingsPageSize),
});
export type PosListingsInput = z.input<typeof ZPosListingsInput>;

export interface PosListings {
  /** The first page's time on every page of a load: the next load's `since`, so nothing written during it is missed. */
  asOf: string;
  /** Changed (or all) products of the company, deleted ones included so the register drops them. */
  products: PosProduct[];
  stock: PosStockRow[];
  batches: PosBatchRow[];
  /** Small lists, whole on the first page of a load and empty on the pages after it. */
  categories: PosCategory[];
  taxGroups: PosTaxGroup[];
}

/** One page of listings, as `posData.listings` answers. */
export interface PosListingsPage extends PosListings {
  /** The next page of this load (send it back as `cursor`); null on the last page. */
  cursor: string | null;
  /**
   * About how many products a cold load sends (repeated on each of its pages): the product numbers the company has
   * handed out, so a little high when products were deleted for good; null on a refresh, or when not known.
   * Counting the products instead would read the whole catalogue once more before the first page.
   */
  productTotal: number | null;
}

export type { ProductUnit };
