import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/** One user's value of one preference; per user, not per company, so it follows them everywhere. */
export const Preference = new Entity(
  {
    model: { entity: "preference", version: "1", service: "pos" },
    attributes: {
      userId: { type: "string", required: true },
      key: { type: "string", required: true },
      /** The value as JSON, validated by the key's schema before it is written. */
      value: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byUser: {
        pk: { field: "pk", composite: ["userId"] },
        sk: { field: "sk", composite: ["key"] },
      },
    },
  },
  entityConfig,
);
