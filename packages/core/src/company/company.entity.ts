import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { countries } from "./company.schema";

export const Company = new Entity(
  {
    model: { entity: "company", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      name: { type: "string", required: true },
      province: { type: "string", required: true },
      country: { type: countries, required: true },
      timezone: { type: "string", required: true },
      createDate: { type: "string", required: true },
      isPaid: { type: "boolean", required: true, default: false },
      isLicensed: { type: "boolean", required: true, default: false },
      metaData: {
        type: CustomAttributeType<Record<string, string>>("any"),
        required: true,
        default: () => ({}),
      },
      permissions: {
        type: CustomAttributeType<Record<string, boolean>>("any"),
        required: true,
        default: () => ({}),
      },
      featureFlags: {
        type: CustomAttributeType<Record<string, boolean>>("any"),
        required: true,
        default: () => ({}),
      },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: [] },
      },
      all: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: [] },
        sk: { field: "gsi1sk", composite: ["companyId"] },
      },
    },
  },
  entityConfig,
);
export type CompanyItem = EntityItem<typeof Company>;

export const Location = new Entity(
  {
    model: { entity: "location", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      locationId: { type: "string", required: true },
      name: { type: "string", required: true },
      createDate: { type: "string", required: true },
      isHidden: { type: "boolean", required: true, default: false },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["locationId"] },
      },
    },
  },
  entityConfig,
);
export type LocationItem = EntityItem<typeof Location>;
