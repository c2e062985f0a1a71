import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/**
 * Running totals of a shift, changed in the same transaction as the sale or refund that moves them (ADD, so
 * concurrent sales never lose an update). kind "tender": cents taken per payment type (negative for refunds);
 * kind "sales" / "refunds" (name "all"): their count and amount.
 */
export const shiftTotalKinds = ["tender", "sales", "refunds"] as const;

export const ShiftTotal = new Entity(
  {
    model: { entity: "shiftTotal", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      shiftId: { type: "string", required: true },
      kind: { type: shiftTotalKinds, required: true },
      name: { type: "string", required: true },
      amount: { type: "number", required: true },
      count: { type: "number", required: true },
    },
    indexes: {
      byShift: {
        pk: { field: "pk", composite: ["companyId", "shiftId"] },
        sk: { field: "sk", composite: ["kind", "name"] },
      },
    },
  },
  entityConfig,
);
