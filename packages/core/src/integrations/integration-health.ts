import { nowIso } from "../common/clock";
import { queryPage, type Page } from "../db/pagination";
import { IntegrationConnection, type IntegrationConnectionItem } from "./integration-connection.entity";
import {
  ZAdminIntegrationsInput,
  type AdminIntegrationsInput,
  type IntegrationHealth,
  type IntegrationKind,
} from "./integration-health.schema";

export function toHealth(item: IntegrationConnectionItem): IntegrationHealth {
  const failing = Boolean(item.lastErrorAt) && (item.lastErrorAt ?? "") >= (item.lastSuccessAt ?? "");
  return {
    companyId: item.companyId,
    companyName: item.companyName,
    kind: item.kind,
    connectedAt: item.connectedAt,
    connectedBy: item.connectedBy,
    account: item.storeUrl ?? item.realmId ?? null,
    lastSuccessAt: item.lastSuccessAt ?? null,
    lastErrorAt: item.lastErrorAt ?? null,
    lastError: item.lastError ?? null,
    status: failing ? "error" : item.lastSuccessAt ? "healthy" : "new",
    syncedCount: item.syncedCount,
    importedCount: item.importedCount,
    errorCount: item.errorCount,
  };
}

export async function readConnection(
  companyId: number,
  kind: IntegrationKind,
): Promise<IntegrationConnectionItem | null> {
  return (await IntegrationConnection.get({ companyId, kind }).go({ consistent: true })).data;
}

/** A successful call's mark on the connection; nothing when it was disconnected meanwhile. */
export async function recordSuccess(
  companyId: number,
  kind: IntegrationKind,
  counts: { synced?: number; imported?: number } = {},
): Promise<void> {
  const at = nowIso();
  await IntegrationConnection.patch({ companyId, kind })
    .set({ lastSuccessAt: at, updateDate: at })
    .add({ syncedCount: counts.synced ?? 0, importedCount: counts.imported ?? 0 })
    .go()
    .catch(ignoreGone);
}

export async function recordFailure(
  companyId: number,
  kind: IntegrationKind,
  message: string,
): Promise<void> {
  const at = nowIso();
  await IntegrationConnection.patch({ companyId, kind })
    .set({ lastErrorAt: at, lastError: message.slice(0, 500), updateDate: at })
    .add({ errorCount: 1 })
    .go()
    .catch(ignoreGone);
}

function ignoreGone(error: unknown): void {
  if (error instanceof Error && /conditional request failed/i.test(error.message)) return;
  throw error;
}

/** Every company's connections of one kind (the scheduled jobs). */
export async function connectionsOf(kind: IntegrationKind): Promise<IntegrationConnectionItem[]> {
  return (await IntegrationConnection.query.all({}).begins({ kind }).go({ pages: "all" })).data;
}

/** admin v2/integrations: which companies use which integration and its health, a page at a time. */
export async function listIntegrationHealth(input: AdminIntegrationsInput): Promise<Page<IntegrationHealth>> {
  const { kind, limit, lastEvaluatedKey } = ZAdminIntegrationsInput.parse(input);
  const query = kind
    ? IntegrationConnection.query.all({}).begins({ kind })
    : IntegrationConnection.query.all({});
  return queryPage(
    query.params(),
    (items) => IntegrationConnection.parse({ Items: items }).data.map(toHealth),
    { limit, lastEvaluatedKey },
  );
}
