import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

/** The batch id of stock that is not tracked by lot. */
export const noBatch = "none";

/**
 * What a location holds of one product (and one lot of it, for lot-tracked products), in the product's
 * inventory unit (pieces, or grams for goods sold by measure). The `changes` index orders a location's stock
 * by update time, so the register's listings read only what changed.
 */
export const Stock = new Entity(
  {
    model: { entity: "stock", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      locationId: { type: "string", required: true },
      productId: { type: "string", required: true },
      batchId: { type: "string", required: true, default: noBatch },
      quantity: { type: "number", required: true },
      /** Cents per unit: the last receipt's cost or the moving weighted average (the company's inventoryCostOption). */
      unitCost: { type: "number", required: true, default: 0 },
      /** Raised by every write; each write is conditioned on the version it read (inventory/stock-ledger.ts). */
      version: { type: "number", required: true, default: 0 },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byLocation: {
        pk: { field: "pk", composite: ["companyId", "locationId"] },
        sk: { field: "sk", composite: ["productId", "batchId"] },
      },
      changes: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["companyId", "locationId"] },
        sk: { field: "gsi2sk", composite: ["updateDate", "productId", "batchId"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type StockItem = EntityItem<typeof Stock>;

/** A lot of a product: its number as printed on the package (GS1 AI 10), expiry (AI 17) and packaging date. */
export const Batch = new Entity(
  {
    model: { entity: "batch", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      productId: { type: "string", required: true },
      batchId: { type: "string", required: true },
      lotNumber: { type: "string", required: true },
      expiryDate: { type: "string" },
      packagedDate: { type: "string" },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byProduct: {
        pk: { field: "pk", composite: ["companyId", "productId"] },
        sk: { field: "sk", composite: ["batchId"] },
      },
      changes: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["companyId"] },
        sk: { field: "gsi2sk", composite: ["updateDate", "productId", "batchId"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type BatchItem = EntityItem<typeof Batch>;
