import { Service } from "electrodb";
import { auditEntry, type AuditActor } from "../audit/audit";
import { AuditEntry } from "../audit/audit.entity";
import { nowIso } from "../common/clock";
import { getCompany } from "../company/company";
import { getExternalSource, listExternalSources } from "./external-sources";
import { SourceConnection } from "./source-connection.entity";
import {
  ZSourceConnectionInput,
  type CompanySourceView,
  type SourceConnectionInput,
} from "./source-connections.schema";

/** Whether a company connected the source (the integration tier asks this on every call). */
export async function isConnected(companyId: number, sourceId: string): Promise<boolean> {
  const result = await SourceConnection.get({ companyId, sourceId }).go({ consistent: true });
  return result.data !== null;
}

/** Every source with whether it is connected to the company, connected ones first. */
export async function companySources(companyId: number): Promise<CompanySourceView[]> {
  await getCompany(companyId);
  const [sources, connections] = await Promise.all([
    listExternalSources(),
    SourceConnection.query.byCompany({ companyId }).go({ pages: "all" }),
  ]);
  const since = new Map(connections.data.map((item) => [item.sourceId, item.createDate]));
  return sources
    .map((source) => ({
      id: source.id,
      name: source.name,
      categoryName: source.categoryName,
      isMarketplace: source.isMarketplace,
      connected: since.has(source.id),
      connectedAt: since.get(source.id) ?? null,
    }))
    .sort((a, b) => Number(b.connected) - Number(a.connected) || a.name.localeCompare(b.name));
}

const audited = new Service({ connection: SourceConnection, audit: AuditEntry });

const connectionEntry = (
  by: AuditActor,
  companyId: number,
  source: { id: string; name: string },
  connected: boolean,
) =>
  auditEntry(by, {
    companyId,
    action: connected ? "externalSource.connect" : "externalSource.disconnect",
    targetId: source.id,
    targetLabel: source.name,
    before: { connected: !connected },
    after: { connected },
  });

/** Lets the source act in the company; connecting twice keeps the first connection. */
export async function connectSource(
  input: SourceConnectionInput,
  by: AuditActor,
): Promise<CompanySourceView> {
  const { companyId, sourceId } = ZSourceConnectionInput.parse(input);
  const [, source] = await Promise.all([getCompany(companyId), getExternalSource({ sourceId })]);
  const existing = (await SourceConnection.get({ companyId, sourceId }).go({ consistent: true })).data;
  const connectedAt = existing?.createDate ?? nowIso();
  if (!existing) {
    const item = { companyId, sourceId, connectedBy: by.userId, createDate: connectedAt };
    await audited.transaction
      .write(({ connection, audit }) => [
        connection.create(item).commit(),
        audit.create(connectionEntry(by, companyId, source, true)).commit(),
      ])
      .go();
  }
  const { id, name, categoryName, isMarketplace } = source;
  return { id, name, categoryName, isMarketplace, connected: true, connectedAt };
}

/** The source's key stops working in the company at once. */
export async function disconnectSource(
  input: SourceConnectionInput,
  by: AuditActor,
): Promise<CompanySourceView> {
  const { companyId, sourceId } = ZSourceConnectionInput.parse(input);
  const [, source] = await Promise.all([getCompany(companyId), getExternalSource({ sourceId })]);
  if (await isConnected(companyId, sourceId))
    await audited.transaction
      .write(({ connection, audit }) => [
        connection.delete({ companyId, sourceId }).commit(),
        audit.create(connectionEntry(by, companyId, source, false)).commit(),
      ])
      .go();
  const { id, name, categoryName, isMarketplace } = source;
  return { id, name, categoryName, isMarketplace, connected: false, connectedAt: null };
}
