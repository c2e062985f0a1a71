import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

export const PricingGroupEntity = new Entity(
  {
    model: { entity: "pricingGroup", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      pricingGroupId: { type: "string", required: true },
      name: { type: "string", required: true },
      price: { type: "number", required: true },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["pricingGroupId"] },
      },
    },
  },
  entityConfig,
);
export type PricingGroupItem = EntityItem<typeof PricingGroupEntity>;
