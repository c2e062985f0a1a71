import { CustomAttributeType, Entity } from "electrodb";
import { entityConfig } from "../db/client";
import type { DevicePreferenceKey } from "./device-preferences.schema";

/** settings/pos: what a location's registers start with for each preference a register has not set itself. */
export const RegisterDefaults = new Entity(
  {
    model: { entity: "registerDefaults", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      locationId: { type: "string", required: true },
      preferences: {
        type: CustomAttributeType<Partial<Record<DevicePreferenceKey, boolean>>>("any"),
        required: true,
      },
      updateDate: { type: "string", required: true },
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
