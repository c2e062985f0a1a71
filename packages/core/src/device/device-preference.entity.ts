import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/** One item per preference a register has set; a preference never set reads as its default. */
export const DevicePreference = new Entity(
  {
    model: { entity: "devicePreference", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      deviceId: { type: "string", required: true },
      key: { type: "string", required: true },
      booleanValue: { type: "boolean", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byDevice: {
        pk: { field: "pk", composite: ["companyId", "deviceId"] },
        sk: { field: "sk", composite: ["key"] },
      },
    },
  },
  entityConfig,
);
