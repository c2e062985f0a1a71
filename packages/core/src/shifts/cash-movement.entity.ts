import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { shiftLogTypes } from "./cash-movement.schema";

/** The cash register event log of a shift, in order: `logId` is the zero-padded sequence number in the shift. */
export const ShiftLog = new Entity(
  {
    model: { entity: "shiftLog", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      shiftId: { type: "string", required: true },
      logId: { type: "string", required: true },
      type: { type: shiftLogTypes, required: true },
      amount: { type: "number" },
      note: { type: "string" },
      userId: { type: "string", required: true },
      userName: { type: "string", required: true },
      createDate: { type: "string", required: true },
    },
    indexes: {
      byShift: {
        pk: { field: "pk", composite: ["companyId", "shiftId"] },
        sk: { field: "sk", composite: ["logId"] },
      },
    },
  },
  entityConfig,
);
export type ShiftLogItem = EntityItem<typeof ShiftLog>;
