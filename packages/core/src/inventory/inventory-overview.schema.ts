import { z } from "zod";
import { ZId, ZPageKey, zText } from "../common/bounded.schema";
import { productViews } from "../catalog/listing.schema";
import type { InventoryLogView } from "./inventory-log.schema";
import type { BatchView } from "./stock.schema";

export const overviewPageSizes = [20, 30, 40, 50] as const;

const ZCompanyLocation = z.object({ companyId: z.number().int().positive(), locationId: ZId });

/** The overview of one location: the product listing's search and filters, paged by an opaque cursor. */
export const ZInventoryOverviewInput = ZCompanyLocation.extend({
  searchQuery: zText().optional(),
  selectedSupplierId: ZId.nullish(),
  selectedCategoryIds: z.array(ZId).max(100).optional(),
  view: z.enum(productViews.filter((view) => view !== "deleted") as ["active", "inactive"]).default("active"),
  /** null: the company's hide-empty default (unset: hide). */
  hideEmpty: z.boolean().nullable().default(null),
  /** Where the page starts (the previous page's `nextCursor`); null: the first page. */
  cursor: zText(20).regex(/^\d+$/, "This page key does not belong to this list.").nullable().default(null),
  limit: z
    .number()
    .int()
    .refine(
      (value) => (overviewPageSizes as readonly number[]).includes(value),
      "Choose 20, 30, 40 or 50 per page",
    )
    .default(50),
});
export type InventoryOverviewInput = z.input<typeof ZInventoryOverviewInput>;

/** One lot of a lot-tracked product at the location. */
export interface OverviewLot {
  batchId: string;
  lotNumber: string;
  /** YYYY-MM-DD */
  expiryDate: string | null;
  onHand: number;
  /** Cents per unit. */
  unitCost: number;
  /** Cents: on hand at cost (nothing for stock below zero). */
  value: number;
}

export interface OverviewRow {
  productId: string;
  name: string;
  /** A child's master's name (shown before the child's own). */
  parentName: string | null;
  sku: string | null;
  barcode: string | null;
  categoryId: string | null;
  onHand: number;
  /** The product's own reorder point here, else the company's default; null: none. */
  reorderPoint: number | null;
  reorderPointIsDefault: boolean;
  /** On hand at or below the reorder point. */
  lowStock: boolean;
  /** Cents per unit: what is on hand at cost divided by the units (the stock's cost when none is on hand). */
  unitCost: number;
  value: number;
  /** Empty for stock not kept by lot. */
  lots: OverviewLot[];
}

export interface InventoryOverviewPage {
  rows: OverviewRow[];
  /** Every product matching the filters (after hiding empty ones). */
  count: number;
  totals: { units: number; value: number };
  hideEmpty: boolean;
  nextCursor: string | null;
}

export const ZReorderPointInput = ZCompanyLocation.extend({
  productId: ZId,
  /** null: use the company's default again. */
  reorderPoint: z.number().min(0, "The reorder point can't be negative").max(1_000_000).nullable(),
});
export type ReorderPointInput = z.input<typeof ZReorderPointInput>;

export const ZStockOfProductInput = z.object({ companyId: z.number().int().positive(), productId: ZId });
export const ZProductAtLocationInput = ZCompanyLocation.extend({ productId: ZId });

/** One location's stock of a product (and its lots). */
export interface LocationStockView {
  locationId: string;
  onHand: number;
  value: number;
  reorderPoint: number | null;
  lots: OverviewLot[];
}

export interface ProductStockView {
  productId: string;
  lotTracked: boolean;
  /** Every lot of the product, wherever it is held. */
  batches: BatchView[];
  locations: LocationStockView[];
  totals: { units: number; value: number };
}

export const ZOnHandInput = z.object({
  companyId: z.number().int().positive(),
  /** null: every location's total. */
  locationId: ZId.nullable().default(null),
  productIds: z.array(ZId).max(500),
});

export const ZRecentAdjustmentsInput = ZCompanyLocation.extend({
  limit: z.number().int().min(1).max(100).default(20),
  lastEvaluatedKey: ZPageKey.nullish(),
});
export type RecentAdjustmentsInput = z.input<typeof ZRecentAdjustmentsInput>;

export interface AdjustmentView extends InventoryLogView {
  productName: string;
  lotNumber: string | null;
}

export const ZFindProductInput = ZCompanyLocation.extend({
  /** A name, SKU or barcode typed or scanned; a GS1 code gives the GTIN and the lot. */
  code: zText().min(1),
});

/** A product found by a typed or scanned code, and the lot a GS1 code named. */
export interface FoundProduct {
  productId: string;
  name: string;
  parentName: string | null;
  sku: string | null;
  barcode: string | null;
}

export interface FindProductResult {
  products: FoundProduct[];
  /** The lot number a GS1 code carried (AI 10). */
  lotNumber: string | null;
  /** The expiry date it carried (AI 17), YYYY-MM-DD. */
  expiryDate: string | null;
}
