import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/**
 * Keeps an external source's order number unique within a company: created in the same transaction as the
 * queue entry, so a repeated order finds the entry the first call made.
 */
export const OnlineOrderRef = new Entity(
  {
    model: { entity: "onlineOrderRef", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      externalSourceId: { type: "string", required: true },
      externalOrderId: { type: "string", required: true },
      paymentQueueId: { type: "string", required: true },
    },
    indexes: {
      byOrder: {
        pk: { field: "pk", composite: ["companyId", "externalSourceId", "externalOrderId"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
