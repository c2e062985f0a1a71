import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/**
 * One per employee: counts the hours entries started. Each new entry moves the count on in the same transaction,
 * conditioned on the count read before the open entry, so two clock-ins at once cannot both start one.
 */
export const HoursClock = new Entity(
  {
    model: { entity: "hoursClock", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      userId: { type: "string", required: true },
      started: { type: "number", required: true },
    },
    indexes: {
      byEmployee: {
        pk: { field: "pk", composite: ["companyId", "userId"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
