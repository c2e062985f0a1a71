import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

/** Platform-wide (an organization groups companies): every organization is in one partition. */
export const Organization = new Entity(
  {
    model: { entity: "organization", version: "1", service: "pos" },
    attributes: {
      organizationId: { type: "string", required: true },
      name: { type: "string", required: true },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      all: {
        pk: { field: "pk", composite: [] },
        sk: { field: "sk", composite: ["organizationId"] },
      },
    },
  },
  entityConfig,
);
export type OrganizationItem = EntityItem<typeof Organization>;
