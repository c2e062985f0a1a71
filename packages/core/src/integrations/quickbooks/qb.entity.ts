import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../../db/client";
import { qbSyncStatuses } from "./qb.schema";

/** One day's sales journal sync: its outcome, amounts and the journal entry it made (newest day first). */
export const QbSyncDay = new Entity(
  {
    model: { entity: "qbSyncDay", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      day: { type: "string", required: true },
      status: { type: qbSyncStatuses, required: true },
      amounts: { type: "any" },
      journalEntryId: { type: "string" },
      error: { type: "string" },
      attempts: { type: "number", required: true, default: 0 },
      updatedAt: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["day"] },
      },
    },
  },
  entityConfig,
);
export type QbSyncDayItem = EntityItem<typeof QbSyncDay>;

/** A started OAuth connection: single-use, bound to the user and company, gone after 10 minutes. */
export const QbOAuthState = new Entity(
  {
    model: { entity: "qbOAuthState", version: "1", service: "pos" },
    attributes: {
      nonce: { type: "string", required: true },
      companyId: { type: "number", required: true },
      userId: { type: "string", required: true },
      expiresAt: { type: "number", required: true },
    },
    indexes: {
      byNonce: {
        pk: { field: "pk", composite: ["nonce"], casing: "none" },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
