import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

export const TaxGroupEntity = new Entity(
  {
    model: { entity: "taxGroup", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      taxGroupId: { type: "string", required: true },
      name: { type: "string", required: true },
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
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["taxGroupId"] },
      },
    },
  },
  entityConfig,
);
export type TaxGroupItem = EntityItem<typeof TaxGroupEntity>;
