import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import type { SnapshotRow } from "./snapshot.schema";

/**
 * The header of an inventory snapshot: what a location held at `takenAt`, with its totals. The rows are in
 * `InventorySnapshotChunk` items. A company's snapshots by date (the list) and a location's (stock at a date).
 */
export const InventorySnapshot = new Entity(
  {
    model: { entity: "inventorySnapshot", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      snapshotId: { type: "string", required: true },
      locationId: { type: "string", required: true },
      takenAt: { type: "string", required: true },
      status: { type: ["taking", "complete"] as const, required: true },
      takerKind: { type: ["job", "user"] as const, required: true },
      takerId: { type: "string", required: true },
      takerName: { type: "string", required: true },
      nightOf: { type: "string" },
      productCount: { type: "number", required: true },
      units: { type: "number", required: true },
      value: { type: "number", required: true },
      /** Chunks 0 to chunkCount - 1 hold the rows (a retaken snapshot may leave higher ones behind: ignored). */
      chunkCount: { type: "number", required: true },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["snapshotId"] },
      },
      byCompany: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId"] },
        sk: { field: "gsi1sk", composite: ["takenAt", "snapshotId"] },
      },
      byLocation: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["companyId", "locationId"] },
        sk: { field: "gsi2sk", composite: ["takenAt", "snapshotId"] },
      },
    },
  },
  entityConfig,
);
export type InventorySnapshotItem = EntityItem<typeof InventorySnapshot>;

/** Up to `snapshotRowsPerChunk` rows of a snapshot; `chunk` is zero-padded so chunks sort in order. */
export const InventorySnapshotChunk = new Entity(
  {
    model: { entity: "inventorySnapshotChunk", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      snapshotId: { type: "string", required: true },
      chunk: { type: "string", required: true },
      rows: { type: CustomAttributeType<SnapshotRow[]>("any"), required: true },
    },
    indexes: {
      bySnapshot: {
        pk: { field: "pk", composite: ["companyId", "snapshotId"] },
        sk: { field: "sk", composite: ["chunk"] },
      },
    },
  },
  entityConfig,
);
export type InventorySnapshotChunkItem = EntityItem<typeof InventorySnapshotChunk>;
