import { Service } from "electrodb";
import { auditEntry, type AuditActor } from "../audit/audit";
import type { AuditState } from "../audit/audit.schema";
import { AuditEntry } from "../audit/audit.entity";
import { IntegrationConnection, type IntegrationConnectionItem } from "./integration-connection.entity";
import type { IntegrationKind } from "./integration-health.schema";

const audited = new Service({ connection: IntegrationConnection, audit: AuditEntry });

const labels: Record<IntegrationKind, string> = { wooCommerce: "WooCommerce", quickBooks: "QuickBooks" };

type ProviderFields = Omit<
  IntegrationConnectionItem,
  | "companyId"
  | "kind"
  | "companyName"
  | "connectedAt"
  | "connectedBy"
  | "lastSuccessAt"
  | "updateDate"
  | "syncedCount"
  | "importedCount"
  | "errorCount"
>;

type Connect = {
  companyId: number;
  kind: IntegrationKind;
  companyName: string;
  /** The connection time: also its first success (the provider has just answered). */
  at: string;
  fields: ProviderFields;
  /** The previous connection's account, if any, and the new one, as the audit entry records them. */
  before: AuditState | null;
  after: AuditState;
};

/** Stores a new or renewed connection (health counts start again) and its audit entry in one transaction. */
export async function saveConnection(input: Connect, by: AuditActor): Promise<void> {
  const { companyId, kind, companyName, at, fields, before, after } = input;
  await audited.transaction
    .write(({ connection, audit }) => [
      connection
        .put({
          companyId,
          kind,
          companyName,
          connectedAt: at,
          connectedBy: by.email,
          lastSuccessAt: at,
          ...fields,
          updateDate: at,
        })
        .commit(),
      audit
        .create(
          auditEntry(by, {
            companyId,
            action: "integration.connect",
            targetId: kind,
            targetLabel: labels[kind],
            before,
            after,
          }),
        )
        .commit(),
    ])
    .go();
}

/** Deletes a connection and records what it was connected to. */
export async function removeConnection(
  companyId: number,
  kind: IntegrationKind,
  before: AuditState,
  by: AuditActor,
): Promise<void> {
  await audited.transaction
    .write(({ connection, audit }) => [
      connection.delete({ companyId, kind }).commit(),
      audit
        .create(
          auditEntry(by, {
            companyId,
            action: "integration.disconnect",
            targetId: kind,
            targetLabel: labels[kind],
            before,
            after: null,
          }),
        )
        .commit(),
    ])
    .go();
}
