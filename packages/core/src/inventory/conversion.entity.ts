import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import type { ConversionLineView } from "./conversion.schema";

/**
 * A conversion of stock at one location: the document of its CONVERSION_OUT and CONVERSION_IN ledger entries,
 * written in their transaction. A location's conversions by date, newest first on the screen.
 */
export const Conversion = new Entity(
  {
    model: { entity: "conversion", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      locationId: { type: "string", required: true },
      conversionId: { type: "string", required: true },
      createDate: { type: "string", required: true },
      actorKind: { type: ["user", "employee", "system"] as const, required: true },
      actorId: { type: "string", required: true },
      actorName: { type: "string", required: true },
      note: { type: "string" },
      from: { type: CustomAttributeType<ConversionLineView>("any"), required: true },
      outputs: { type: CustomAttributeType<ConversionLineView[]>("any"), required: true },
      value: { type: "number", required: true },
    },
    indexes: {
      byLocation: {
        pk: { field: "pk", composite: ["companyId", "locationId"] },
        sk: { field: "sk", composite: ["createDate", "conversionId"] },
      },
    },
  },
  entityConfig,
);
export type ConversionItem = EntityItem<typeof Conversion>;
