import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { adjustmentReasons, documentTypes, logTypes, ocsStates } from "./inventory-log.schema";

/** No document (a manual adjustment's entries name none). */
export const noDocument = "none";

/**
 * The inventory ledger: one entry per stock item a change touches, written in the transaction that changes the
 * stock, never updated or deleted. A location's entries by date (reports), a document's entries (rollback,
 * variances) and a product's entries at a location (history, replay).
 */
export const InventoryLog = new Entity(
  {
    model: { entity: "inventoryLog", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      locationId: { type: "string", required: true },
      productId: { type: "string", required: true },
      batchId: { type: "string", required: true },
      logId: { type: "string", required: true },
      type: { type: logTypes, required: true },
      reason: { type: adjustmentReasons },
      note: { type: "string" },
      quantityChange: { type: "number", required: true },
      quantityAfter: { type: "number", required: true },
      /** The stock item's version after the write (its entries' order; those of one write share it). */
      stockVersion: { type: "number" },
      unitCost: { type: "number", required: true },
      actorKind: { type: ["user", "employee", "system"] as const, required: true },
      actorId: { type: "string", required: true },
      actorName: { type: "string", required: true },
      createDate: { type: "string", required: true },
      documentType: { type: [...documentTypes, noDocument] as const, required: true },
      documentId: { type: "string", required: true },
      /**
       * The OCS outbox (docs/compliance-ocs.md): set when the entry is written at a compliance-on store, then
       * moved by the submission job. Only these attributes of an entry ever change.
       */
      ocsState: { type: ocsStates },
      /** The outbox index's own copies of the company and of store, date and id (`ocsKeyOf`). */
      ocsCompanyId: { type: "number" },
      ocsKey: { type: "string" },
      ocsBatchId: { type: "string" },
      ocsClaimedAt: { type: "string" },
      ocsNextAttemptAt: { type: "string" },
      ocsAttempts: { type: "number" },
      ocsError: { type: "string" },
      ocsReferenceId: { type: "string" },
      ocsSubmittedAt: { type: "string" },
    },
    indexes: {
      byLocation: {
        pk: { field: "pk", composite: ["companyId", "locationId"] },
        sk: { field: "sk", composite: ["createDate", "logId"] },
      },
      byDocument: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId", "documentType", "documentId"] },
        sk: { field: "gsi1sk", composite: ["createDate", "logId"] },
      },
      byProduct: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["companyId", "locationId", "productId"] },
        sk: { field: "gsi2sk", composite: ["createDate", "logId"] },
      },
      /**
       * Sparse: only entries with an ocsState, by state, store and date. Its composites are attributes of its own,
       * so writes of entries outside the outbox name none of them; a write that moves an entry names all three.
       */
      ocsOutbox: {
        index: "gsi3",
        condition: (attributes) => attributes.ocsState !== undefined,
        pk: { field: "gsi3pk", composite: ["ocsCompanyId", "ocsState"] },
        sk: { field: "gsi3sk", composite: ["ocsKey"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type InventoryLogItem = EntityItem<typeof InventoryLog>;

/** An outbox entry's sort key: its store, then date and id, so a store's entries are read in order. */
export const ocsKeyOf = (entry: Pick<InventoryLogItem, "locationId" | "createDate" | "logId">): string =>
  `${entry.locationId}#${entry.createDate}#${entry.logId}`;
