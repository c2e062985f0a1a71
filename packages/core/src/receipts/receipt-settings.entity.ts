import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

/** A location's receipt settings; missing means the defaults. */
export const ReceiptSettingsEntity = new Entity(
  {
    model: { entity: "receiptSettings", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      locationId: { type: "string", required: true },
      storeName: { type: "string", required: true, default: "" },
      address: { type: "string", required: true, default: "" },
      phone: { type: "string", required: true, default: "" },
      taxNumber: { type: "string", default: "" },
      footer: { type: "string", required: true, default: "" },
      showLoyalty: { type: "boolean", required: true },
      showCustomerName: { type: "boolean", required: true },
      showCashier: { type: "boolean", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byLocation: {
        pk: { field: "pk", composite: ["companyId", "locationId"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
export type ReceiptSettingsItem = EntityItem<typeof ReceiptSettingsEntity>;
