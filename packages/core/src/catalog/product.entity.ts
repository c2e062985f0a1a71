import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { productTypes, productUnits, strainTypes } from "./product.schema";

const text = { type: "string" } as const;
const num = { type: "number" } as const;
const flag = { type: "boolean", required: true } as const;
/** Lists of objects (validated by the zod schemas before they get here). */
const list = { type: "any", required: true } as const;

/**
 * One item per product; a child product is its own item with `parentId`. The `changes` index orders a
 * company's products by update time: the listing index and the register's listings read only what changed.
 */
export const Product = new Entity(
  {
    model: { entity: "product", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      productId: { type: "string", required: true },
      parentId: text,
      name: { type: "string", required: true },
      sku: text,
      barcode: text,
      imageUrl: text,
      shortName: text,
      description: text,
      shortDescription: text,
      inventorySubtractAmount: { type: "number", required: true },
      unit: { type: productUnits, required: true },
      price: num,
      depositFee: num,
      purchasePrice: num,
      weight: num,
      cannabisWeight: num,
      cannabisVolume: num,
      categoryId: text,
      supplierId: text,
      taxGroupId: text,
      trackInventory: flag,
      isMasterProduct: flag,
      isCumulative: flag,
      inBetweenPricing: flag,
      wooCommerceProductId: text,
      pricingGroupId: text,
      isActive: flag,
      trackPurchaseOrderCosts: flag,
      trackConversionCosts: flag,
      isBatchTracked: flag,
      thc: num,
      cbd: num,
      metaData: list,
      cannabinoidMetaData: list,
      isDeleted: flag,
      isGiftCard: flag,
      productType: { type: productTypes, required: true },
      strainType: { type: strainTypes },
      tags: { type: "list", items: { type: "string" }, required: true },
      globalProductId: text,
      locationOverrides: list,
      vendorIds: { type: "list", items: { type: "string" }, required: true },
      images: { type: "list", items: { type: "string" }, required: true },
      taxConfigs: { type: "list", items: { type: "string" }, required: true },
      gtin: text,
      ocsSku: text,
      driedCannabisEquivalent: num,
      /** The children's ids in their order (masters only). */
      childIds: { type: "list", items: { type: "string" }, required: true },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["productId"] },
      },
      changes: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["companyId"] },
        sk: { field: "gsi2sk", composite: ["updateDate", "productId"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type ProductItem = EntityItem<typeof Product>;
