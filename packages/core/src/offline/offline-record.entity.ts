import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

/**
 * Shift work a register recorded offline (a cash movement, a clock action, the end of the shift), by its pending id: written in the
 * same transaction as what it records, so a replay of the pending id finds it and writes nothing.
 */
export const OfflineRecord = new Entity(
  {
    model: { entity: "offlineRecord", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      pendingId: { type: "string", required: true },
      kind: { type: ["cashMovement", "clock", "endShift"] as const, required: true },
      deviceId: { type: "string", required: true },
      shiftId: { type: "string", required: true },
      logId: { type: "string" },
      recordedAt: { type: "string", required: true },
      syncedAt: { type: "string", required: true },
    },
    indexes: {
      byPendingId: {
        pk: { field: "pk", composite: ["companyId", "pendingId"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
export type OfflineRecordItem = EntityItem<typeof OfflineRecord>;
