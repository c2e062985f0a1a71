import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { auditStatuses } from "./inventory-audit.schema";

/**
 * A stock count at one location (the "audit" of the spec; not the platform's change log in core/audit). Its id
 * is its number as text: short, typed by staff into the admin rollback card, and the ledger's document id.
 */
export const InventoryAudit = new Entity(
  {
    model: { entity: "inventoryAudit", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      auditId: { type: "string", required: true },
      number: { type: "number", required: true },
      title: { type: "string", required: true },
      locationId: { type: "string", required: true },
      notes: { type: "string" },
      categoryId: { type: "string" },
      status: { type: auditStatuses, required: true },
      mode: { type: ["replace", "relative"] as const },
      zeroUncounted: { type: "boolean", required: true, default: false },
      createdById: { type: "string", required: true },
      createdByName: { type: "string", required: true },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
      completeDate: { type: "string" },
      /** Lines with a count: raised with ADD in the transaction that writes a line's first count. */
      countedLines: { type: "number", required: true, default: 0 },
      varianceUnits: { type: "number" },
      varianceValue: { type: "number" },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["companyId", "auditId"] },
        sk: { field: "sk", composite: [] },
      },
      byLocation: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId", "locationId"] },
        sk: { field: "gsi1sk", composite: ["createDate"] },
      },
      byStatus: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["companyId"] },
        sk: { field: "gsi2sk", composite: ["status", "createDate"] },
      },
    },
  },
  entityConfig,
);
export type InventoryAuditItem = EntityItem<typeof InventoryAudit>;

/**
 * The count of one stock item (product and lot) in an audit. `applied` is set in the transaction that writes the
 * line's ledger entries, so a completion that stopped half-way continues without adjusting a line twice.
 */
export const InventoryAuditLine = new Entity(
  {
    model: { entity: "inventoryAuditLine", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      auditId: { type: "string", required: true },
      productId: { type: "string", required: true },
      batchId: { type: "string", required: true },
      counted: { type: "number", required: true },
      /** On hand when the line was last counted. */
      expected: { type: "number", required: true },
      countedById: { type: "string", required: true },
      countedByName: { type: "string", required: true },
      updateDate: { type: "string", required: true },
      /** Not counted; taken as 0 at completion ("zero uncounted"). */
      zeroed: { type: "boolean", required: true, default: false },
      applied: { type: "boolean", required: true, default: false },
      /** Set when applied: what the count was compared with, the adjustment and the unit cost (cents). */
      reference: { type: "number" },
      appliedChange: { type: "number" },
      unitCost: { type: "number" },
    },
    indexes: {
      byAudit: {
        pk: { field: "pk", composite: ["companyId", "auditId"] },
        sk: { field: "sk", composite: ["productId", "batchId"] },
      },
    },
  },
  entityConfig,
);
export type InventoryAuditLineItem = EntityItem<typeof InventoryAuditLine>;
