import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

/**
 * A user's membership of a company as an employee: what is per company rather than per user.
 * Their access is their assignments (auth.entity.ts); this record lists them on the Employees page.
 */
export const Employee = new Entity(
  {
    model: { entity: "employee", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      userId: { type: "string", required: true },
      tracksHours: { type: "boolean", required: true, default: true },
      createDate: { type: "string", required: true },
      /** The list order: see employeeSortKey (kept in step with the user's name). */
      sortKey: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["userId"] },
      },
      byName: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId"] },
        sk: { field: "gsi1sk", composite: ["sortKey"] },
      },
    },
  },
  entityConfig,
);
export type EmployeeItem = EntityItem<typeof Employee>;
