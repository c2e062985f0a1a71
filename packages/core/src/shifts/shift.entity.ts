import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import type { CashCount } from "./shift.schema";

export const Shift = new Entity(
  {
    model: { entity: "shift", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      shiftId: { type: "string", required: true },
      deviceId: { type: "string", required: true },
      deviceName: { type: "string", required: true },
      locationId: { type: "string", required: true },
      createDate: { type: "string", required: true },
      endDate: { type: "string" },
      startCash: { type: "number", required: true },
      startCashCount: { type: CustomAttributeType<CashCount>("any") },
      endCash: { type: "number" },
      cashCount: { type: CustomAttributeType<CashCount>("any") },
      notes: { type: "string" },
      endNotes: { type: "string" },
      startedById: { type: "string", required: true },
      startedByName: { type: "string", required: true },
      endedById: { type: "string" },
      endedByName: { type: "string" },
      currentUserId: { type: "string" },
      currentUserName: { type: "string" },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["companyId", "shiftId"] },
        sk: { field: "sk", composite: [] },
      },
      byLocation: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId", "locationId"] },
        sk: { field: "gsi1sk", composite: ["createDate"] },
      },
    },
  },
  entityConfig,
);
export type ShiftItem = EntityItem<typeof Shift>;

/** A register's shift state: at most one open shift (a conditional write), and the last one it ended. */
export const RegisterShift = new Entity(
  {
    model: { entity: "registerShift", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      deviceId: { type: "string", required: true },
      openShiftId: { type: "string" },
      lastShiftId: { type: "string" },
    },
    indexes: {
      byDevice: {
        pk: { field: "pk", composite: ["companyId", "deviceId"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
