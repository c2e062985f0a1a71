/** Attributes shared by the ElectroDB entities of stock documents (purchase orders, transfers). */

/** The line fields every stock document has: the product, its lot (noBatch when none) and the units. */
export const documentLineAttributes = {
  lineId: { type: "string", required: true },
  productId: { type: "string", required: true },
  batchId: { type: "string", required: true },
  quantity: { type: "number", required: true },
} as const;

/** Who made the document, when, and the version every write is conditioned on. */
export const documentAuditAttributes = {
  createdById: { type: "string", required: true },
  createdByName: { type: "string", required: true },
  createDate: { type: "string", required: true },
  completeDate: { type: "string" },
  updateDate: { type: "string", required: true },
  /** Raised by every write; each write is conditioned on the version it read. */
  version: { type: "number", required: true },
} as const;
