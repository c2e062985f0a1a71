import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { auditActions } from "./audit.schema";

/**
 * One audit entry: append-only (created, never updated or deleted by the product; TTL removes it after
 * 3 years). Newest first is the sort key's reverse order.
 */
export const AuditEntry = new Entity(
  {
    model: { entity: "auditEntry", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true, readOnly: true },
      at: { type: "string", required: true, readOnly: true },
      auditId: { type: "string", required: true, readOnly: true },
      action: { type: auditActions, required: true, readOnly: true },
      targetId: { type: "string", required: true, readOnly: true },
      targetLabel: { type: "string", required: true, readOnly: true },
      actorUserId: { type: "string", required: true, readOnly: true },
      actorEmail: { type: "string", required: true, readOnly: true },
      supportSession: { type: "boolean", required: true, readOnly: true },
      sourceIp: { type: "string", required: true, readOnly: true },
      /** JSON of an AuditState; absent when the thing did not exist before (or no longer exists after). */
      before: { type: "string", readOnly: true },
      after: { type: "string", readOnly: true },
      expiresAt: { type: "number", required: true, readOnly: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["at", "auditId"] },
      },
    },
  },
  entityConfig,
);
export type AuditEntryItem = EntityItem<typeof AuditEntry>;
