import { z } from "zod";
import { ZId, ZPageKey, zText } from "../common/bounded.schema";

/**
 * draft → sent → partial → received, or cancelled. "sending" and "cancelling" are seen only while (or when) a
 * transfer with more lines than one transaction holds is part-way through being sent or cancelled.
 */
export const transferStatuses = [
  "draft",
  "sending",
  "sent",
  "partial",
  "received",
  "cancelling",
  "cancelled",
] as const;
export type TransferStatus = (typeof transferStatuses)[number];

export const transferStatusLabels: Record<TransferStatus, string> = {
  draft: "Draft",
  sending: "Sending",
  sent: "Sent",
  partial: "Partially received",
  received: "Received",
  cancelling: "Cancelling",
  cancelled: "Cancelled",
};

/** The most lines one transfer holds (the transfer is one item; its lines are sent in chunks). */
export const maxTransferLines = 500;

export const transferMessages = {
  notFound: "Transfer not found",
  sameLocation: "Choose a different location to transfer to",
  notDraft: "Only a draft transfer can be changed",
  alreadySent: "This transfer has already been sent",
  noLines: "Add at least one product before sending",
  notSent: "Only a sent transfer can be received",
  overReceived: (name: string) => `More ${name} received than was sent`,
  lessReceived: (name: string) => `${name} has already been received in a larger quantity`,
  unknownLine: "This line is not on the transfer",
  duplicateLine: (name: string) => `${name} is on the transfer twice: change its quantity instead`,
  notCancellable: "A transfer that has been received can't be cancelled",
  alreadyCancelled: "This transfer is already cancelled",
  tooManyLines: `A transfer holds at most ${maxTransferLines} lines`,
  quantity: "Quantity must be more than 0",
  nothingReceived: "Enter a quantity received for at least one line",
} as const;

const ZQuantity = z.number().positive(transferMessages.quantity).max(1_000_000);

export const ZTransferLineInput = z.object({
  productId: ZId,
  batchId: ZId.nullable().default(null),
  quantity: ZQuantity,
});
export type TransferLineInput = z.input<typeof ZTransferLineInput>;

const ZTransferFields = z.object({
  fromLocationId: ZId,
  toLocationId: ZId,
  notes: zText(1_000).default(""),
  lines: z.array(ZTransferLineInput).max(maxTransferLines, transferMessages.tooManyLines).default([]),
});

const sameLocation = (fields: { fromLocationId: string; toLocationId: string }) =>
  fields.fromLocationId !== fields.toLocationId;

export const ZCreateTransferInput = ZTransferFields.extend({ companyId: z.number().int().positive() }).refine(
  sameLocation,
  { message: transferMessages.sameLocation, path: ["toLocationId"] },
);
export type CreateTransferInput = z.input<typeof ZCreateTransferInput>;

export const ZTransferRef = z.object({ companyId: z.number().int().positive(), transferId: ZId });
export type TransferRef = z.input<typeof ZTransferRef>;

export const ZUpdateTransferInput = ZTransferFields.extend(ZTransferRef.shape).refine(sameLocation, {
  message: transferMessages.sameLocation,
  path: ["toLocationId"],
});
export type UpdateTransferInput = z.input<typeof ZUpdateTransferInput>;

/** A receipt: each named line's total received after it (so repeating a receipt never receives twice). */
export const ZReceiveTransferInput = ZTransferRef.extend({
  lines: z
    .array(z.object({ lineId: ZId, receivedQuantity: z.number().min(0).max(1_000_000) }))
    .min(1, transferMessages.nothingReceived)
    .max(maxTransferLines),
});
export type ReceiveTransferInput = z.input<typeof ZReceiveTransferInput>;

export const ZListTransfersInput = z.object({
  companyId: z.number().int().positive(),
  status: z.enum(transferStatuses).nullable().default(null),
  /** Transfers from or to this location. */
  locationId: ZId.nullable().default(null),
  limit: z.number().int().min(1).max(100).default(20),
  lastEvaluatedKey: ZPageKey.nullish(),
});
export type ListTransfersInput = z.input<typeof ZListTransfersInput>;

export interface TransferLineView {
  id: string;
  productId: string;
  productName: string;
  sku: string | null;
  barcode: string | null;
  /** null: not tracked by lot. */
  batchId: string | null;
  lotNumber: string | null;
  quantity: number;
  receivedQuantity: number;
  /** Cents per unit at the source when sent; null before. */
  unitCost: number | null;
  sent: boolean;
  /** What the source location holds now (drafts), null once sent. */
  available: number | null;
}

export interface TransferSummary {
  id: string;
  number: number;
  fromLocationId: string;
  toLocationId: string;
  status: TransferStatus;
  lineCount: number;
  units: number;
  receivedUnits: number;
  createDate: string;
  sentDate: string | null;
  completeDate: string | null;
}

export interface TransferView extends TransferSummary {
  notes: string;
  lines: TransferLineView[];
  createdBy: { id: string; name: string };
  updateDate: string;
  /** Cents: the units sent at their cost. */
  value: number;
}

export interface TransferPage {
  items: TransferSummary[];
  count: number;
  lastEvaluatedKey: Record<string, string> | null;
}

/** Products to add to a transfer: by name, SKU or barcode, or a scanned code (a GS1 element string names the lot). */
export const ZTransferProductSearch = z.object({
  companyId: z.number().int().positive(),
  /** The source location, whose stock is shown. */
  locationId: ZId,
  query: zText(200),
});
export type TransferProductSearch = z.input<typeof ZTransferProductSearch>;

export interface TransferLotChoice {
  id: string;
  lotNumber: string;
  expiryDate: string | null;
  available: number;
}

export interface TransferProductChoice {
  productId: string;
  name: string;
  sku: string | null;
  barcode: string | null;
  /** Tracked by lot: a lot must be chosen (`lots`, earliest expiry first). */
  lotTracked: boolean;
  lots: TransferLotChoice[];
  /** What the source holds (all lots together). */
  available: number;
  /** The lot a scanned GS1 code named, when it is one of the product's. */
  scannedLotId: string | null;
}
