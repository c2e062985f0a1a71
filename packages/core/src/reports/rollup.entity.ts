import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { reportDimensions, rollupGrains, rollupMeasures, type RollupMeasure } from "./reports.schema";

const measure = { type: "number" } as const;
const measureAttributes = Object.fromEntries(rollupMeasures.map((name) => [name, measure])) as Record<
  RollupMeasure,
  typeof measure
>;

/**
 * A rollup row: the figures of one location, local day (or month), dimension and key, only ever changed by ADD (so
 * concurrent writers never lose an update). A report over a period reads one partition per location, dimension
 * and grain between two days: at most 366 items per location for the day dimension by day, and for a 12-month
 * total by product at most 13 month rows per product plus the edge days.
 */
export const Rollup = new Entity(
  {
    model: { entity: "reportRollup", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      locationId: { type: "string", required: true },
      dimension: { type: reportDimensions, required: true },
      /** "day": `day` is YYYY-MM-DD; "month": `day` is YYYY-MM, the month's sum (reports over months read these). */
      grain: { type: rollupGrains, required: true },
      day: { type: "string", required: true },
      key: { type: "string", required: true },
      label: { type: "string" },
      ...measureAttributes,
    },
    indexes: {
      byDimension: {
        pk: { field: "pk", composite: ["companyId", "locationId", "dimension", "grain"] },
        sk: { field: "sk", composite: ["day", "key"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type RollupItem = EntityItem<typeof Rollup>;

/**
 * The idempotency marker of one chunk of a sale's or refund's rollup rows, written (attribute_not_exists) in the
 * same transaction as the chunk's ADDs: applying the same sale or refund again changes nothing. Keyed by the sale
 * or refund (not the outbox event), so the backfill and the event consumer never count the same sale twice.
 */
export const RollupMark = new Entity(
  {
    model: { entity: "reportRollupMark", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      markId: { type: "string", required: true },
      createDate: { type: "string", required: true },
    },
    indexes: {
      byMark: {
        pk: { field: "pk", composite: ["companyId", "markId"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
