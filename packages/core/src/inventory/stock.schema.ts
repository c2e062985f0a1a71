import { z } from "zod";
import { ZId } from "../common/bounded.schema";

const ZRef = ZId;

export interface StockLevel {
  productId: string;
  /** null: stock not tracked by lot. */
  batchId: string | null;
  quantity: number;
  updateDate: string;
}

export interface BatchView {
  id: string;
  productId: string;
  lotNumber: string;
  /** YYYY-MM-DD */
  expiryDate: string | null;
  packagedDate: string | null;
}

/** Receiving or counting stock at a location (the dashboard's inventory screens come later; the seed and tests use it). */
export const ZSetStockInput = z.object({
  companyId: z.number().int().positive(),
  locationId: ZRef,
  productId: ZRef,
  batchId: ZRef.nullable().default(null),
  quantity: z.number().min(-1_000_000).max(1_000_000),
  unitCost: z.number().min(0).max(100_000_000).nullable().default(null),
});
export type SetStockInput = z.input<typeof ZSetStockInput>;

export const ZCreateBatchInput = z.object({
  companyId: z.number().int().positive(),
  productId: ZRef,
  lotNumber: z.string().trim().min(1, "Lot number is required").max(20),
  expiryDate: z.iso.date().nullable().default(null),
  packagedDate: z.iso.date().nullable().default(null),
});
export type CreateBatchInput = z.input<typeof ZCreateBatchInput>;
