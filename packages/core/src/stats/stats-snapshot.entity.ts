import { CustomAttributeType, Entity } from "electrodb";
import { entityConfig } from "../db/client";
import type { GlobalStats } from "./stats.schema";

/** Platform-wide (no tenant): the last computed global stats, replaced by Refresh. */
export const GlobalStatsSnapshot = new Entity(
  {
    model: { entity: "globalStatsSnapshot", version: "1", service: "pos" },
    attributes: {
      name: { type: "string", required: true },
      stats: { type: CustomAttributeType<GlobalStats>("any"), required: true },
    },
    indexes: {
      byName: {
        pk: { field: "pk", composite: ["name"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
