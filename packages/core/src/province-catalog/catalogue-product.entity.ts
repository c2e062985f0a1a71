import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { catalogueProvinces } from "./catalogue-product.schema";

const text = { type: "string" } as const;
const num = { type: "number" } as const;

export const noGtin = "-";

/**
 * Platform data, outside every company: one partition per catalogue and province, products by SKU. `byName`
 * orders a province by the lower-cased name, so a search reads only the names starting with the query;
 * `byGtin` finds a product from its barcode (sparse: products without a GTIN are not in it).
 */
export const CatalogueProductEntity = new Entity(
  {
    model: { entity: "catalogueProduct", version: "1", service: "pos" },
    attributes: {
      catalog: { type: ["province", "global"] as const, required: true },
      province: { type: catalogueProvinces, required: true },
      sku: { type: "string", required: true },
      name: { type: "string", required: true },
      nameKey: { type: "string", required: true },
      brand: text,
      category: text,
      format: text,
      type: text,
      description: text,
      imageUrl: text,
      gtin: text,
      /** The GTIN, or "-" for none: the index needs a value on every write, and skips "-" (sparse). */
      gtinKey: { type: "string", required: true },
      quantityPerCase: num,
      weight: num,
      cannabisWeight: num,
      volume: num,
      thc: num,
      cbd: num,
      minThc: num,
      maxThc: num,
      minCbd: num,
      maxCbd: num,
      thcCbdUnit: text,
      plantType: text,
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byProvince: {
        pk: { field: "pk", composite: ["catalog", "province"] },
        sk: { field: "sk", composite: ["sku"] },
      },
      byName: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["catalog", "province"] },
        sk: { field: "gsi1sk", composite: ["nameKey", "sku"] },
      },
      byGtin: {
        index: "gsi2",
        condition: (attributes) => attributes.gtinKey !== noGtin,
        pk: { field: "gsi2pk", composite: ["gtinKey"] },
        sk: { field: "gsi2sk", composite: ["catalog", "province", "sku"] },
      },
    },
  },
  entityConfig,
);
export type CatalogueProductItem = EntityItem<typeof CatalogueProductEntity>;
