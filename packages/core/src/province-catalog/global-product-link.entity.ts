import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/** A company's product made from a global catalogue product: the same global product is added only once. */
export const GlobalProductLinkEntity = new Entity(
  {
    model: { entity: "globalProductLink", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      globalProductId: { type: "string", required: true },
      productId: { type: "string", required: true },
      createDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["globalProductId"] },
      },
    },
  },
  entityConfig,
);
