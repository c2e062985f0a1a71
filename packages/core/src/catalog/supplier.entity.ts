import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

const text = { type: "string" } as const;

export const SupplierEntity = new Entity(
  {
    model: { entity: "supplier", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      supplierId: { type: "string", required: true },
      name: { type: "string", required: true },
      contactName: text,
      email: text,
      phone: text,
      address: text,
      province: text,
      licenceNumber: text,
      notes: text,
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["supplierId"] },
      },
    },
  },
  entityConfig,
);
export type SupplierItem = EntityItem<typeof SupplierEntity>;
