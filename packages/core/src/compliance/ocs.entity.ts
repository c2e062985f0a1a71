import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { ocsAttemptStatuses, ocsAttemptTypes } from "./ocs.schema";

/**
 * Compliance records carry no expiresAt: nothing purges them (AGCO keeps at least 3 years; docs/compliance-ocs.md).
 */

/** The company's OCS client credentials, each sealed with common/secret-box.ts. */
export const OcsCredentials = new Entity(
  {
    model: { entity: "ocsCredentials", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      clientIdSealed: { type: "string", required: true },
      clientSecretSealed: { type: "string", required: true },
      updateDate: { type: "string", required: true },
      updatedBy: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);

/** One call to the OCS API: keyed by tenant and store hash key (admin.md 7), newest first by sort key. */
export const OcsAttempt = new Entity(
  {
    model: { entity: "ocsAttempt", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      locationId: { type: "string", required: true },
      hashKey: { type: "string", required: true },
      type: { type: ocsAttemptTypes, required: true },
      attemptId: { type: "string", required: true },
      createDate: { type: "string", required: true },
      status: { type: ocsAttemptStatuses, required: true },
      ocsResponse: { type: "string", required: true },
      rangeEnd: { type: "string", required: true },
      batchId: { type: "string", required: true },
      eventCount: { type: "number", required: true },
    },
    indexes: {
      byStore: {
        pk: { field: "pk", composite: ["companyId", "hashKey", "type"] },
        sk: { field: "sk", composite: ["createDate", "attemptId"] },
      },
    },
  },
  entityConfig,
);
export type OcsAttemptItem = EntityItem<typeof OcsAttempt>;

/** A store's daily inventory position (the on-hand at the end of its local day) and where its submission is. */
export const OcsPosition = new Entity(
  {
    model: { entity: "ocsPosition", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      locationId: { type: "string", required: true },
      /** The store's local day, YYYY-MM-DD. */
      date: { type: "string", required: true },
      state: { type: ["pending", "accepted", "rejected"] as const, required: true },
      attempts: { type: "number", required: true },
      nextAttemptAt: { type: "string", required: true },
      itemCount: { type: "number" },
      referenceId: { type: "string" },
      error: { type: "string" },
      submittedAt: { type: "string" },
    },
    indexes: {
      byStore: {
        pk: { field: "pk", composite: ["companyId", "locationId"] },
        sk: { field: "sk", composite: ["date"] },
      },
    },
  },
  entityConfig,
);
export type OcsPositionItem = EntityItem<typeof OcsPosition>;
