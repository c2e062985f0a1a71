import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { integrationKinds } from "./integration-health.schema";

const text = { type: "string" } as const;
const count = { type: "number", required: true, default: 0 } as const;

/**
 * A company's connection to WooCommerce or QuickBooks, with its health (last success, last error, counts). Secrets
 * are sealed (common/secret-box.ts). The `all` index lists every company's connections by kind: the admin's
 * integrations page and the scheduled jobs read it.
 */
export const IntegrationConnection = new Entity(
  {
    model: { entity: "integrationConnection", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      kind: { type: integrationKinds, required: true },
      companyName: { type: "string", required: true },
      connectedAt: { type: "string", required: true },
      connectedBy: { type: "string", required: true },
      lastSuccessAt: text,
      lastErrorAt: text,
      lastError: text,
      /** Products pushed (WooCommerce) or days synced (QuickBooks). */
      syncedCount: count,
      /** Online orders pulled (WooCommerce). */
      importedCount: count,
      errorCount: count,
      // WooCommerce
      storeUrl: text,
      consumerKeySealed: text,
      consumerSecretSealed: text,
      keyLast4: text,
      locationId: text,
      /** Orders changed at or after this time are pulled next (overlaps the last run; import is idempotent). */
      ordersCursor: text,
      // QuickBooks
      realmId: text,
      accessTokenSealed: text,
      refreshTokenSealed: text,
      accessExpiresAt: text,
      /** QuickBooks account ids: sales, tax, discounts, refunds, and tenders by payment type. */
      accountMap: { type: "any" },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["kind"] },
      },
      all: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: [] },
        sk: { field: "gsi1sk", composite: ["kind", "companyId"] },
      },
    },
  },
  entityConfig,
);
export type IntegrationConnectionItem = EntityItem<typeof IntegrationConnection>;
