import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

/** The last data migration into a company, with its progress (the page polls it). */
export const MigrationRun = new Entity(
  {
    model: { entity: "companyMigrationRun", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      sourceCompanyId: { type: "number", required: true },
      status: { type: ["migrating", "done", "failed"] as const, required: true },
      done: { type: "number", required: true },
      total: { type: "number", required: true },
      error: { type: "string" },
      startDate: { type: "string", required: true },
      endDate: { type: "string" },
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
export type MigrationRunItem = EntityItem<typeof MigrationRun>;
