import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/** A company's consent that an external source acts in it: without it the source's key is refused there. */
export const SourceConnection = new Entity(
  {
    model: { entity: "sourceConnection", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      sourceId: { type: "string", required: true },
      connectedBy: { type: "string", required: true },
      createDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["sourceId"] },
      },
    },
  },
  entityConfig,
);
