import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import type { ExternalSourcePermission } from "./external-source.schema";

const text = { type: "string" } as const;

/**
 * Platform-wide (not a tenant's): every source is one partition `externalSources`. The `byApiKey` index finds a
 * source from the SHA-256 of the key an integrator sends. A revoked key's hash is replaced by a value no SHA-256
 * hex digest can equal, so the index never finds it again.
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
      /** Only the key's SHA-256 is kept; the key itself is shown once, when it is made. */
      apiKeyHash: { type: "string", required: true },
      /** The last 4 characters, so an admin can tell keys apart; absent once the key is revoked. */
      apiKeyLast4: text,
      keyState: { type: ["active", "revoked"] as const, required: true, default: "active" },
      /** A key stored in clear by earlier versions: removed the first time the sources are listed. */
      legacyApiKey: { type: "string", field: "apiKey" },
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
