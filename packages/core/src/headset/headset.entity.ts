import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import type { HeadsetKind } from "./headset.schema";

/** A location's Headset credentials (kept apart from the Location so only this feature reads them). */
export const HeadsetKeys = new Entity(
  {
    model: { entity: "headsetKeys", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      locationId: { type: "string", required: true },
      headsetApiKey: { type: "string" },
      headsetDataKey: { type: "string" },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["locationId"] },
      },
    },
  },
  entityConfig,
);

/**
 * One requested sync. `queue` (gsi1, platform-wide like the job that reads it) holds only the syncs still to
 * run: `queuedAt` is removed when a run picks the sync up.
 */
export const HeadsetSync = new Entity(
  {
    model: { entity: "headsetSync", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      syncId: { type: "string", required: true },
      status: { type: ["queued", "running", "done", "failed"] as const, required: true },
      options: { type: CustomAttributeType<Record<string, boolean>>("any"), required: true },
      locationIds: { type: "list", items: { type: "string" }, required: true },
      sent: {
        type: CustomAttributeType<Record<string, Partial<Record<HeadsetKind, number>>>>("any"),
        required: true,
        default: () => ({}),
      },
      error: { type: "string" },
      requestedBy: { type: "string", required: true },
      createDate: { type: "string", required: true },
      finishDate: { type: "string" },
      queuedAt: { type: "string" },
      /** The write shard of the `queue` partition (db/shards.ts), from the sync id. */
      shard: { type: "number", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["syncId"] },
      },
      queue: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["shard"] },
        sk: { field: "gsi1sk", composite: ["queuedAt"] },
        condition: (attributes) => attributes.queuedAt !== undefined,
      },
    },
  },
  entityConfig,
);
export type HeadsetSyncItem = EntityItem<typeof HeadsetSync>;
