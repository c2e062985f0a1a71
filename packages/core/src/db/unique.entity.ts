import { Entity } from "electrodb";
import { entityConfig } from "./client";

/** Guards a value that must be unique across the platform (a user's e-mail, a device id), or within a company (a CRSA store id, its value prefixed by the company id). */
export const Unique = new Entity(
  {
    model: { entity: "unique", version: "1", service: "pos" },
    attributes: {
      kind: { type: ["email", "deviceId", "crsaStoreId"] as const, required: true },
      value: { type: "string", required: true },
      ownerId: { type: "string", required: true },
      companyId: { type: "number" },
    },
    indexes: {
      byValue: {
        pk: { field: "pk", composite: ["kind", "value"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
