import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../../db/client";
import { wooProductStatuses } from "./woo.schema";

/** Our category → the store's category the products in it are filed under. */
export const WooCategoryLink = new Entity(
  {
    model: { entity: "wooCategoryLink", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      categoryId: { type: "string", required: true },
      wooCategoryId: { type: "number", required: true },
      wooCategoryName: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["categoryId"] },
      },
    },
  },
  entityConfig,
);

/** A product chosen for the store, and how its last push went. */
export const WooProductLink = new Entity(
  {
    model: { entity: "wooProductLink", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      productId: { type: "string", required: true },
      status: { type: wooProductStatuses, required: true },
      wooProductId: { type: "number" },
      lastPushedAt: { type: "string" },
      pushedStock: { type: "number" },
      error: { type: "string" },
      selectedAt: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["productId"] },
      },
    },
  },
  entityConfig,
);
export type WooProductLinkItem = EntityItem<typeof WooProductLink>;
