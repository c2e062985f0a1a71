import { z } from "zod";
import { ZId, ZPageKey, zDateTime, zText } from "../common/bounded.schema";

/**
 * An order: draft → ordered → partial (partially received) → received, or cancelled before anything arrives.
 * A return (isReturn): draft → returned, or cancelled.
 */
export const purchaseOrderStatuses = [
  "draft",
  "ordered",
  "partial",
  "received",
  "returned",
  "cancelled",
] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

export const purchaseOrderStatusLabels: Record<PurchaseOrderStatus, string> = {
  draft: "Draft",
  ordered: "Ordered",
  partial: "Partially received",
  received: "Received",
  returned: "Returned",
  cancelled: "Cancelled",
};

export const returnReasons = ["damaged", "expired", "wrongItem", "recall", "overstock", "other"] as const;
export type ReturnReason = (typeof returnReasons)[number];

export const returnReasonLabels: Record<ReturnReason, string> = {
  damaged: "Damaged",
  expired: "Expired",
  wrongItem: "Wrong item",
  recall: "Recall",
  overstock: "Overstock",
  other: "Other",
};

/** The most lines one order holds (the order is one item). */
export const maxOrderLines = 300;
/** The most lines one receipt or return moves: each writes a stock item and an entry, the order is the 99th. */
export const maxMoveLines = 49;

export const purchaseOrderMessages = {
  notFound: "Purchase order not found",
  unknownSupplier: "Supplier not found",
  notEditable: "A purchase order can be changed only before anything is received",
  noLines: "Add at least one product first",
  notOrdered: "Only an ordered purchase order can be received",
  alreadyReceived: "This purchase order has been received in full: only returns can be made against it",
  notDraft: "Only a draft can be marked as ordered",
  notCancellable: "A purchase order that has received stock can't be cancelled",
  alreadyCancelled: "This purchase order is already cancelled",
  overReceived: (name: string, ordered: number) =>
    `More ${name} received than ordered (${ordered}): confirm to receive more`,
  unknownLine: "This line is not on the purchase order",
  duplicateLine: (name: string) => `${name} is on the order twice: change its quantity instead`,
  quantity: "Quantity must be more than 0",
  tooManyLines: `A purchase order holds at most ${maxOrderLines} lines`,
  tooManyMoves: `At most ${maxMoveLines} lines at a time`,
  lotNeeded: (name: string) => `${name} is tracked by lot: scan or enter its lot number`,
  notReturn: "This is not a return",
  isReturn: "A return is completed, not received",
  reasonRequired: "Choose why the units go back",
  sourceNotReceived: "Returns are made against an order that has received stock",
  sourceSupplier: "A return goes back to the order's supplier and location",
  overReturned: (name: string, left: number) =>
    `Only ${left} of ${name} can still be returned from this order`,
  notOnSource: (name: string) => `${name} was not received on this order`,
  alreadyReturned: "This return is already completed",
} as const;

const ZCompanyRef = z.number().int().positive();
const ZQuantity = z.number().positive(purchaseOrderMessages.quantity).max(1_000_000);
const ZCentsAmount = z.number().int().min(0).max(1_000_000_000);

export const ZOrderLineInput = z.object({
  productId: ZId,
  /** Returns only: the lot that goes back (required for lot-tracked products). */
  batchId: ZId.nullable().default(null),
  quantity: ZQuantity,
  /** Cents per unit. */
  unitCost: z.number().int().min(0).max(100_000_000),
});
export type OrderLineInput = z.input<typeof ZOrderLineInput>;

const ZOrderFields = z.object({
  supplierId: ZId,
  locationId: ZId,
  notes: zText(1_000).default(""),
  shipping: ZCentsAmount.default(0),
  fees: ZCentsAmount.default(0),
  taxes: ZCentsAmount.default(0),
  lines: z.array(ZOrderLineInput).max(maxOrderLines, purchaseOrderMessages.tooManyLines).default([]),
  reason: z.enum(returnReasons).nullable().default(null),
});

export const ZCreatePurchaseOrderInput = ZOrderFields.extend({
  companyId: ZCompanyRef,
  isReturn: z.boolean().default(false),
  /** A return against a received order. */
  sourceOrderId: ZId.nullable().default(null),
});
export type CreatePurchaseOrderInput = z.input<typeof ZCreatePurchaseOrderInput>;

export const ZPurchaseOrderRef = z.object({ companyId: ZCompanyRef, purchaseOrderId: ZId });
export type PurchaseOrderRef = z.input<typeof ZPurchaseOrderRef>;

export const ZUpdatePurchaseOrderInput = ZOrderFields.extend(ZPurchaseOrderRef.shape);
export type UpdatePurchaseOrderInput = z.input<typeof ZUpdatePurchaseOrderInput>;

/** A lot as printed on the package (GS1 AI 10, 17 and 13), created on the product when it is new. */
export const ZReceivedLot = z.object({
  lotNumber: z.string().trim().min(1, "Lot number is required").max(20),
  expiryDate: z.iso.date().nullable().default(null),
  packagedDate: z.iso.date().nullable().default(null),
});

/**
 * A receipt: units arriving now on named lines. `receiptId` is chosen by the client: the same receipt sent twice
 * is received once.
 */
export const ZReceivePurchaseOrderInput = ZPurchaseOrderRef.extend({
  receiptId: ZId,
  allowOverReceipt: z.boolean().default(false),
  lines: z
    .array(
      z.object({
        lineId: ZId,
        quantity: ZQuantity,
        batchId: ZId.nullable().default(null),
        lot: ZReceivedLot.nullable().default(null),
      }),
    )
    .min(1, "Receive at least one line")
    .max(maxMoveLines, purchaseOrderMessages.tooManyMoves),
});
export type ReceivePurchaseOrderInput = z.input<typeof ZReceivePurchaseOrderInput>;

export const ZListPurchaseOrdersInput = z.object({
  companyId: ZCompanyRef,
  status: z.enum(purchaseOrderStatuses).nullable().default(null),
  supplierId: ZId.nullable().default(null),
  locationId: ZId.nullable().default(null),
  /** Created at or after / before these instants. */
  from: zDateTime().nullable().default(null),
  to: zDateTime().nullable().default(null),
  limit: z.number().int().min(1).max(100).default(20),
  lastEvaluatedKey: ZPageKey.nullish(),
});
export type ListPurchaseOrdersInput = z.input<typeof ZListPurchaseOrdersInput>;

/** Products to add to an order: by name, SKU or barcode, or a scanned code (GS1 names GTIN, lot and expiry). */
export const ZOrderProductSearch = z.object({
  companyId: ZCompanyRef,
  locationId: ZId,
  query: zText(200),
});
export type OrderProductSearch = z.input<typeof ZOrderProductSearch>;

/** The short form of a product made from an order line (flag createPoProducts). */
export const ZCreateOrderProductInput = z.object({
  companyId: ZCompanyRef,
  supplierId: ZId,
  name: z.string().trim().min(1, "Name is required").max(200),
  sku: zText(64).nullable().default(null),
  barcode: zText(64).nullable().default(null),
  /** Cents. */
  price: z.number().int().min(0).max(100_000_000).nullable().default(null),
  purchasePrice: z.number().int().min(0).max(100_000_000).nullable().default(null),
  isBatchTracked: z.boolean().default(false),
});
export type CreateOrderProductInput = z.input<typeof ZCreateOrderProductInput>;

/** "Suggested order": lines from the restock suggestions (all products with one, or those named). */
export const ZSuggestOrderInput = z.object({
  companyId: ZCompanyRef,
  locationId: ZId,
  productIds: z.array(ZId).max(maxOrderLines).nullable().default(null),
});
export type SuggestOrderInput = z.input<typeof ZSuggestOrderInput>;
