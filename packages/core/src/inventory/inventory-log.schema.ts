import { z } from "zod";
import { ZId, zText } from "../common/bounded.schema";

/** Every kind of stock change; each is one ledger entry per stock item it touches. */
export const logTypes = [
  "SALE",
  "REFUND",
  "RECEIVE",
  "RETURN",
  "TRANSFER_OUT",
  "TRANSFER_IN",
  "CONVERSION_OUT",
  "CONVERSION_IN",
  "AUDIT",
  "ADJUSTMENT",
  "ROLLBACK",
] as const;
export type LogType = (typeof logTypes)[number];

export const logTypeLabels: Record<LogType, string> = {
  SALE: "Sale",
  REFUND: "Refund",
  RECEIVE: "Received",
  RETURN: "Returned to supplier",
  TRANSFER_OUT: "Transfer out",
  TRANSFER_IN: "Transfer in",
  CONVERSION_OUT: "Conversion out",
  CONVERSION_IN: "Conversion in",
  AUDIT: "Audit",
  ADJUSTMENT: "Adjustment",
  ROLLBACK: "Rollback",
};

/** Where an entry at a compliance-on store is in the OCS outbox (docs/compliance-ocs.md). */
/** skipped: not cannabis, so never reported. */
export const ocsStates = ["pending", "claimed", "accepted", "rejected", "skipped"] as const;
export type OcsState = (typeof ocsStates)[number];

/** Why a manual adjustment was made. */
export const adjustmentReasons = [
  "received",
  "damaged",
  "expired",
  "theft",
  "sample",
  "destroyed",
  "correction",
] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];

export const adjustmentReasonLabels: Record<AdjustmentReason, string> = {
  received: "Received",
  damaged: "Damaged",
  expired: "Expired",
  theft: "Theft or loss",
  sample: "Sample",
  destroyed: "Destroyed",
  correction: "Correction",
};

/** The document a ledger entry belongs to. */
export const documentTypes = [
  "payment",
  "purchaseOrder",
  "transfer",
  "audit",
  "conversion",
  "adjustment",
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** Who changed stock: a dashboard user, a register's employee, or the product itself (seed, jobs). */
export interface LedgerActor {
  kind: "user" | "employee" | "system";
  id: string;
  name: string;
}

export const systemLedgerActor: LedgerActor = { kind: "system", id: "system", name: "System" };

export interface InventoryLogView {
  id: string;
  locationId: string;
  productId: string;
  /** null: stock not tracked by lot. */
  batchId: string | null;
  type: LogType;
  reason: AdjustmentReason | null;
  note: string | null;
  quantityChange: number;
  quantityAfter: number;
  /** Cents per unit (fractions of a cent kept for averages). */
  unitCost: number;
  actor: LedgerActor;
  createDate: string;
  documentType: DocumentType | null;
  documentId: string | null;
}

export const inventoryMessages = {
  notEnough: (name: string) => `Not enough stock of ${name} at this location`,
  unknownLot: "This lot does not belong to this product",
  unknownLocation: "Location not found",
  unknownProduct: "Product not found",
  notTracked: (name: string) => `${name} does not track inventory`,
  lotRequired: (name: string) => `${name} is tracked by lot: choose a lot`,
  zeroQuantity: "Please enter a quantity other than 0",
  busy: "Stock changed while this was being saved; please try again.",
} as const;

/** A manual adjustment of one product (and lot) at one location. */
export const ZAdjustStockInput = z.object({
  companyId: z.number().int().positive(),
  locationId: ZId,
  productId: ZId,
  batchId: ZId.nullable().default(null),
  /** Units added (positive) or removed (negative), in the product's inventory unit. */
  quantity: z
    .number()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((value) => value !== 0, inventoryMessages.zeroQuantity),
  reason: z.enum(adjustmentReasons),
  note: zText(500).nullable().default(null),
  /** Cents per unit of what arrives (receipts); without it the stock's cost is kept. */
  unitCost: z.number().int().min(0).max(100_000_000).nullable().default(null),
});
export type AdjustStockInput = z.input<typeof ZAdjustStockInput>;
