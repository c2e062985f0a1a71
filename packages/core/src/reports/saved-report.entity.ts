import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

/** An advanced report definition a user saved: theirs alone (the key holds the user). */
export const SavedReport = new Entity(
  {
    model: { entity: "savedReport", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      userId: { type: "string", required: true },
      reportId: { type: "string", required: true },
      name: { type: "string", required: true },
      /** ZAdvancedDefinition as JSON, parsed again on every read. */
      definition: { type: "string", required: true },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byUser: {
        pk: { field: "pk", composite: ["companyId", "userId"] },
        sk: { field: "sk", composite: ["reportId"] },
      },
    },
  },
  entityConfig,
);
export type SavedReportItem = EntityItem<typeof SavedReport>;
