import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { migrationPhases, migrationStages } from "./company-migration.schema";

/**
 * The last data migration into a company: its progress (the page polls it) and where the worker resumes. The
 * worker counts the source's items (`phase` "count"), then copies them, a stage and a page at a time from `cursor`,
 * holding the run under a lease; `queue` (gsi1, platform-wide like the job that reads it) holds only runs still to
 * do: `queuedAt` is removed when the run ends.
 */
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
      phase: { type: migrationPhases, required: true, default: "count" },
      stage: { type: migrationStages, required: true, default: "taxGroups" },
      cursor: { type: "string" },
      leaseUntil: { type: "string" },
      queuedAt: { type: "string" },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: [] },
      },
      queue: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: [] },
        sk: { field: "gsi1sk", composite: ["queuedAt"] },
        condition: (attributes) => attributes.queuedAt !== undefined,
      },
    },
  },
  entityConfig,
);
export type MigrationRunItem = EntityItem<typeof MigrationRun>;
