import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

export const TaxConfigEntity = new Entity(
  {
    model: { entity: "taxConfig", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      taxConfigId: { type: "string", required: true },
      name: { type: "string", required: true },
      locationIds: { type: "list", items: { type: "string" }, required: true },
      categoryIds: { type: "list", items: { type: "string" }, required: true },
      taxes: {
        type: "list",
        required: true,
        items: {
          type: "map",
          properties: {
            name: { type: "string", required: true },
            rate: { type: "number", required: true },
          },
        },
      },
      depositCents: { type: "number", required: true },
      isActive: { type: "boolean", required: true },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["taxConfigId"] },
      },
    },
  },
  entityConfig,
);
export type TaxConfigItem = EntityItem<typeof TaxConfigEntity>;
