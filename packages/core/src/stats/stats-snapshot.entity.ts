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

/**
 * One location's units sold less units refunded per product, summed from its monthly product rollups of every
 * month up to `through` (YYYY-MM; "" before the first refresh). Each refresh adds only the months closed since, so
 * the all-time top barcodes never read a location's whole history again.
 */
export const LocationProductTotals = new Entity(
  {
    model: { entity: "statsProductTotals", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      locationId: { type: "string", required: true },
      through: { type: "string", required: true },
      units: { type: CustomAttributeType<Record<string, ProductUnits>>("any"), required: true },
    },
    indexes: {
      byLocation: {
        pk: { field: "pk", composite: ["companyId", "locationId"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);

/** A product's label (as of its last sale) and units sold less units refunded. */
export interface ProductUnits {
  label: string;
  units: number;
}
