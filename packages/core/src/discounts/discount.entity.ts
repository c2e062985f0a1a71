import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import {
  discountKinds,
  discountScopes,
  type DiscountSchedule,
  type DiscountTarget,
  type SalesChannel,
} from "./discount.schema";

const list = <T>() => ({ type: CustomAttributeType<T[]>("any"), required: true, default: () => [] }) as const;

/** A company's discount, as the form saved it (validated by ZDiscountFields before every write). */
export const DiscountEntity = new Entity(
  {
    model: { entity: "discount", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      discountId: { type: "string", required: true },
      name: { type: "string", required: true },
      kind: { type: discountKinds, required: true },
      value: { type: "number", required: true },
      scope: { type: discountScopes, required: true },
      products: list<DiscountTarget>(),
      categories: list<DiscountTarget>(),
      salesChannels: list<SalesChannel>(),
      schedule: { type: CustomAttributeType<DiscountSchedule | null>("any") },
      applyAutomatically: { type: "boolean", required: true },
      isLoyalty: { type: "boolean", required: true },
      loyaltyCost: { type: "number" },
      locationIds: list<string>(),
      isActive: { type: "boolean", required: true },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["discountId"] },
      },
    },
  },
  entityConfig,
);
export type DiscountItem = EntityItem<typeof DiscountEntity>;
