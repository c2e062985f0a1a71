import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

export const Device = new Entity(
  {
    model: { entity: "device", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      deviceId: { type: "string", required: true },
      name: { type: "string", required: true },
      locationId: { type: "string", required: true },
      passwordHash: { type: "string", required: true },
      isActive: { type: "boolean", required: true, default: true },
      createDate: { type: "string", required: true },
      lastPingAt: { type: "string" },
      /** "online" while the register pings; the connectivity job removes it when pings stop (a sparse index). */
      presence: { type: ["online"] as const },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["deviceId"] },
      },
      online: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["presence"] },
        sk: { field: "gsi2sk", composite: ["lastPingAt"], casing: "none" },
        condition: (attributes) => attributes.presence === "online",
      },
    },
  },
  entityConfig,
);
export type DeviceItem = EntityItem<typeof Device>;
