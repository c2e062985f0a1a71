import { z } from "zod";
import { ZId } from "../common/bounded.schema";

export const restockReportDefaults = { horizonDays: 14, maxHorizonDays: 366 } as const;

export const ZRestockReportInput = z.object({
  locationId: ZId,
  /** List products projected to run out within this many days (besides those at or under their reorder point). */
  horizonDays: z
    .number()
    .int()
    .min(1)
    .max(restockReportDefaults.maxHorizonDays)
    .default(restockReportDefaults.horizonDays),
  categoryId: ZId.optional(),
  supplierId: ZId.optional(),
});
export type RestockReportInput = z.input<typeof ZRestockReportInput>;

export type RestockReason = "reorderPoint" | "runningOut";

export interface RestockReportRow {
  productId: string;
  name: string;
  sku: string | null;
  categoryId: string | null;
  categoryName: string | null;
  supplierId: string | null;
  supplierName: string | null;
  onHand: number;
  reorderPoint: number | null;
  /** Units sold in the last 30 days, net of refunds. */
  sold: number;
  dailyRate: number;
  daysOfCover: number | null;
  /** The purchase order's suggested quantity for this product (the same computation). */
  suggested: number;
  reasons: RestockReason[];
}

export interface RestockReport {
  rows: RestockReportRow[];
  /** The filters' choices (a report reader may not manage products). */
  categories: { id: string; name: string }[];
  suppliers: { id: string; name: string }[];
}
