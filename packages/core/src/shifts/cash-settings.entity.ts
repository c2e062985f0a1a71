import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/** A company's cash-drawer settings (one item per company). */
export const CashSettings = new Entity(
  {
    model: { entity: "cashSettings", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      /** Cents: a counted float further than this from the expected cash, either way, is a warning. */
      discrepancyThreshold: { type: "number", required: true },
      updateDate: { type: "string", required: true },
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
