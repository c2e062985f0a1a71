import { z } from "zod";
import { ZPageKey } from "../common/bounded.schema";

export const integrationKinds = ["wooCommerce", "quickBooks"] as const;
export type IntegrationKind = (typeof integrationKinds)[number];

export const integrationLabels: Record<IntegrationKind, string> = {
  wooCommerce: "WooCommerce",
  quickBooks: "QuickBooks",
};

/** A connection's health as every screen shows it. */
export interface IntegrationHealth {
  companyId: number;
  companyName: string;
  kind: IntegrationKind;
  connectedAt: string;
  connectedBy: string;
  /** The store URL (WooCommerce) or the QuickBooks company id (realm). */
  account: string | null;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
  /** "error" when the last attempt failed. */
  status: "healthy" | "error" | "new";
  syncedCount: number;
  importedCount: number;
  errorCount: number;
}

export const ZAdminIntegrationsInput = z.object({
  kind: z.enum(integrationKinds).nullable().default(null),
  limit: z.number().int().min(1).max(100).default(25),
  lastEvaluatedKey: ZPageKey.nullish(),
});
export type AdminIntegrationsInput = z.input<typeof ZAdminIntegrationsInput>;
