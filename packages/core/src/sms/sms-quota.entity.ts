import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

/** A company's SMS outreach quota; no item means SMS is not enabled for the company. */
export const SmsQuota = new Entity(
  {
    model: { entity: "smsQuota", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      /** Messages left to send. */
      quantity: { type: "number", required: true },
      monthlyReplenishRate: { type: "number", required: true },
      /** Messages sent in `usedMonth` (YYYY-MM, UTC); another month means none yet. */
      used: { type: "number", required: true, default: 0 },
      usedMonth: { type: "string", required: true },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
      updatedBy: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
export type SmsQuotaItem = EntityItem<typeof SmsQuota>;
