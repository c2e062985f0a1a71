import { Entity } from "electrodb";
import { entityConfig } from "./client";

export const Counter = new Entity(
  {
    model: { entity: "counter", version: "1", service: "pos" },
    attributes: {
      name: { type: "string", required: true },
      value: { type: "number", required: true, default: 0 },
    },
    indexes: {
      byName: {
        pk: { field: "pk", composite: ["name"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
