import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { hoursTypes } from "./hours.schema";

/** A stretch of work or break; the employee is tracking while one has no end time (at most one does). */
export const HoursEntry = new Entity(
  {
    model: { entity: "hoursEntry", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      userId: { type: "string", required: true },
      entryId: { type: "string", required: true },
      employeeName: { type: "string", required: true },
      type: { type: hoursTypes, required: true },
      startTime: { type: "string", required: true },
      endTime: { type: "string" },
      shiftId: { type: "string", required: true },
      locationId: { type: "string", required: true },
      deviceId: { type: "string", required: true },
    },
    indexes: {
      byEmployee: {
        pk: { field: "pk", composite: ["companyId", "userId"] },
        sk: { field: "sk", composite: ["startTime", "entryId"] },
      },
      byShift: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId", "shiftId"] },
        sk: { field: "gsi1sk", composite: ["startTime", "entryId"] },
      },
      /** The timesheet report: a location's entries by start time. */
      byLocation: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["companyId", "locationId"] },
        sk: { field: "gsi2sk", composite: ["startTime", "entryId"] },
      },
    },
  },
  entityConfig,
);
export type HoursEntryItem = EntityItem<typeof HoursEntry>;
