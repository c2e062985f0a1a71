import { z } from "zod";
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
  trackInventory: boolean;
  isBatchTracked: boolean;
  productType: "product" | "service" | "fee";
  strainType: StrainType | null;
  thc: number | null;
  cbd: number | null;
  /** Grams of dried cannabis one unit counts as; null: not cannabis. */
  driedCannabisEquivalent: number | null;
  /** Active at this location (the location override wins). */
  isActive: boolean;
  isDeleted: boolean;
  updateDate: string;
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

/** `since` null: everything. The answer's `asOf` is the next call's `since` (the server applies its own overlap). */
export const ZPosListingsInput = z.object({ since: z.iso.datetime().nullable().default(null) });
export type PosListingsInput = z.input<typeof ZPosListingsInput>;

export interface PosListings {
  asOf: string;
  /** Changed (or all) products of the company, deleted ones included so the register drops them. */
  products: PosProduct[];
  stock: PosStockRow[];
  batches: PosBatchRow[];
  /** Small lists, always whole. */
  categories: PosCategory[];
  taxGroups: PosTaxGroup[];
}

export type { ProductUnit };
