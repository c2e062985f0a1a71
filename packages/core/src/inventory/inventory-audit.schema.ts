import { z } from "zod";
import { ZId, ZPageKey, zText } from "../common/bounded.schema";

/** in progress → completing (adjustments being written; counting closed) → completed; or in progress → cancelled. */
export const auditStatuses = ["inProgress", "completing", "completed", "cancelled"] as const;
export type AuditStatus = (typeof auditStatuses)[number];

export const auditStatusLabels: Record<AuditStatus, string> = {
  inProgress: "In progress",
  completing: "Completing",
  completed: "Completed",
  cancelled: "Cancelled",
};

export type AuditCompleteMode = "replace" | "relative";

export const auditMessages = {
  notFound: "Audit not found",
  closed: "This audit is completed or cancelled and can no longer be changed",
  titleRequired: "Please enter a title for the audit",
  negativeCount: "A count cannot be negative",
  addAboveZero: "Please enter a quantity above 0",
  outOfScope: "This product is not part of this audit",
  unknownCategory: "Category not found",
  nothingCounted: "Count at least one product before completing the audit",
  completed: "Audit completed",
} as const;

const ZCompany = z.number().int().positive();
const ZQuantity = z.number().max(1_000_000);

export const ZStartAuditInput = z.object({
  companyId: ZCompany,
  locationId: ZId,
  title: z.string().trim().min(1, auditMessages.titleRequired).max(100),
  notes: zText(1_000).nullable().default(null),
  categoryId: ZId.nullable().default(null),
});
export type StartAuditInput = z.input<typeof ZStartAuditInput>;

/** An audit named by a request: its location is part of the reference (permissions are granted per location). */
export const ZAuditRef = z.object({ companyId: ZCompany, locationId: ZId, auditId: ZId });
export type AuditRef = z.input<typeof ZAuditRef>;

/**
 * One count. "set": the counted quantity becomes `quantity` (typing); "add": `quantity` is added atomically to
 * what is counted (each scan adds 1), so counters working on one line at once never lose a unit.
 */
export const ZCountInput = ZAuditRef.extend({
  productId: ZId,
  batchId: ZId.nullable().default(null),
  mode: z.enum(["set", "add"]),
  quantity: ZQuantity.min(0, auditMessages.negativeCount),
}).refine((input) => input.mode === "set" || input.quantity > 0, {
  message: auditMessages.addAboveZero,
  path: ["quantity"],
});
export type CountInput = z.input<typeof ZCountInput>;

export const ZCompleteAuditInput = ZAuditRef.extend({
  /** Products in scope nobody counted are counted as 0 (their stock removed); otherwise left alone. */
  zeroUncounted: z.boolean().default(false),
});
export type CompleteAuditInput = z.input<typeof ZCompleteAuditInput>;

export const ZReviewInput = ZAuditRef.extend({ zeroUncounted: z.boolean().default(false) });

export const ZListAuditsInput = z.object({
  companyId: ZCompany,
  locationId: ZId,
  limit: z.number().int().min(1).max(100).default(25),
  lastEvaluatedKey: ZPageKey.nullish(),
});
export type ListAuditsInput = z.input<typeof ZListAuditsInput>;

export interface AuditView {
  id: string;
  number: number;
  title: string;
  locationId: string;
  notes: string | null;
  categoryId: string | null;
  status: AuditStatus;
  /** The company's mode when completion started (null before). */
  mode: AuditCompleteMode | null;
  zeroUncounted: boolean;
  createdBy: { id: string; name: string };
  createDate: string;
  completeDate: string | null;
  countedLines: number;
  /** Known once completed. */
  varianceUnits: number | null;
  varianceValue: number | null;
}

/** One row of the count sheet: a stock item in scope (per lot when the product is tracked by lot). */
export interface SheetRow {
  productId: string;
  batchId: string | null;
  name: string;
  sku: string | null;
  barcode: string | null;
  lotNumber: string | null;
  /** On hand now. */
  onHand: number;
  /** null: not counted yet. */
  counted: number | null;
  /** On hand when last counted. */
  expectedAtCount: number | null;
  countedBy: string | null;
  updateDate: string | null;
}

export interface SheetLot {
  productId: string;
  batchId: string;
  lotNumber: string;
}

export interface CountSheet {
  audit: AuditView;
  rows: SheetRow[];
  /** Lots of the products in scope, so a scanned lot without a row yet can be counted. */
  lots: SheetLot[];
  /** The company's current mode (the one completion will use). */
  mode: AuditCompleteMode;
}

/** One product (and lot) of the review: what the adjustment will be, or was. */
export interface VarianceRow {
  productId: string;
  batchId: string | null;
  name: string;
  lotNumber: string | null;
  /** What the count is compared with (replace: on hand when counted; relative: on hand at the audit's start). */
  expected: number;
  counted: number;
  /** counted − expected: the adjustment. */
  variance: number;
  /** Cents per unit. */
  unitCost: number;
  /** variance × unit cost, in cents. */
  value: number;
  /** Not counted, taken as 0 ("zero uncounted"). */
  zeroed: boolean;
}

export interface AuditReview {
  audit: AuditView;
  mode: AuditCompleteMode;
  rows: VarianceRow[];
  totals: { expected: number; counted: number; varianceUnits: number; varianceValue: number };
  /** In-scope stock items with stock and no count (left alone unless zeroed). */
  uncounted: number;
}
