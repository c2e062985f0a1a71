import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { countries } from "./company.schema";
import type { OpeningHours } from "./location.schema";

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
      /** admin.md 3: markdown shown to the company's dashboard users as a banner. */
      bannerMessage: { type: "string" },
      auditCompleteMode: { type: ["replace", "relative"] as const, required: true, default: "replace" },
      inventoryCostOption: {
        type: ["lastCost", "weightedAverage"] as const,
        required: true,
        default: "weightedAverage",
      },
      /** A sale of stock that is not there is refused. */
      blockNegativeInventorySale: { type: "boolean", required: true, default: false },
      /** Lot tracking for the company (admin toggle "Lot tracking"). */
      isBatchTracking: { type: "boolean", required: true, default: false },
      /** settings/inventory: whether inventory screens hide products with nothing on hand (unset: hidden). */
      hideEmptyInventory: { type: "boolean" },
      /** settings/inventory: the reorder point of a product and location that has none of its own. */
      defaultReorderPoint: { type: "number" },
      /** The sales-tax registration (GST/HST number in Canada) printed on receipts. */
      taxNumber: { type: "string" },
      /** settings/general: the registered business name and the head-office address and phone. */
      legalName: { type: "string" },
      street: { type: "string" },
      city: { type: "string" },
      /** The address's province or state (optional); `province` stays the licensing jurisdiction. */
      addressProvince: { type: "string" },
      postalCode: { type: "string" },
      phone: { type: "string" },
      /** settings/general: the company's logo, a file key under the company's own prefix. */
      logoKey: { type: "string" },
      /** settings/general: the timesheet report's overtime thresholds, in hours (unset: Ontario's 8 and 44). */
      overtimeDailyHours: { type: "number" },
      overtimeWeeklyHours: { type: "number" },
      /** The organization the company was migrated to (the spec's parentEntityId). */
      organizationId: { type: "string" },
      /** Stores reporting to the OCS (admin compliance setup; docs/compliance-ocs.md), kept by compliance/ocs-setup.ts. */
      ocsLocationIds: { type: "list", items: { type: "string" } },
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
      /** The store's address and phone, printed on its receipts unless the receipt settings say otherwise. */
      address: { type: "string" },
      phone: { type: "string" },
      /** settings/locations: the address in parts (`address` is the line composed from them). */
      street: { type: "string" },
      city: { type: "string" },
      province: { type: "string" },
      postalCode: { type: "string" },
      /** The provincial retailer (CRSA) store id, unique within the company (a Unique item guards it). */
      crsaStoreId: { type: "string" },
      /** The OCS-issued hash key of the store (admin compliance setup) and when it was set. */
      ocsHashKey: { type: "string" },
      ocsSince: { type: "string" },
      /** IANA time zone; unset: the company's. */
      timezone: { type: "string" },
      openingHours: { type: CustomAttributeType<OpeningHours>("any") },
      defaultTaxGroupId: { type: "string" },
      /** Order in lists and pickers (drag and drop); unset sorts first, by creation. */
      position: { type: "number" },
      updateDate: { type: "string" },
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
