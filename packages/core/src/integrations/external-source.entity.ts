import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import type { ExternalSourcePermission } from "./external-source.schema";

const text = { type: "string" } as const;

/**
 * Platform-wide (not a tenant's): every source is one partition `externalSources`. The `byApiKey` index finds a
 * source from the SHA-256 of the key an integrator sends.
 */
export const ExternalSource = new Entity(
  {
    model: { entity: "externalSource", version: "1", service: "pos" },
    attributes: {
      sourceId: { type: "string", required: true },
      name: { type: "string", required: true },
      description: text,
      categoryName: text,
      setupUrl: text,
      email: text,
      homepage: text,
      isMarketplace: { type: "boolean", required: true, default: false },
      logoImageUrl: text,
      hexColor: text,
      apiKey: { type: "string", required: true },
      apiKeyHash: { type: "string", required: true },
      permissions: {
        type: CustomAttributeType<ExternalSourcePermission[]>("any"),
        required: true,
        default: () => [],
      },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      all: {
        pk: { field: "pk", composite: [] },
        sk: { field: "sk", composite: ["sourceId"] },
      },
      byApiKey: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["apiKeyHash"] },
        sk: { field: "gsi1sk", composite: [] },
      },
    },
  },
  entityConfig,
);
export type ExternalSourceItem = EntityItem<typeof ExternalSource>;
