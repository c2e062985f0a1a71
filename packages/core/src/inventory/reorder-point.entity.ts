import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/** The stock level at or below which a product is low at a location (without one, the company's default). */
export const ReorderPoint = new Entity(
  {
    model: { entity: "reorderPoint", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      locationId: { type: "string", required: true },
      productId: { type: "string", required: true },
      reorderPoint: { type: "number", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byLocation: {
        pk: { field: "pk", composite: ["companyId", "locationId"] },
        sk: { field: "sk", composite: ["productId"] },
      },
    },
  },
  entityConfig,
);
