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

/** Lets the source act in the company; connecting twice keeps the first connection. */
export async function connectSource(
  userId: string,
  input: SourceConnectionInput,
): Promise<CompanySourceView> {
  const { companyId, sourceId } = ZSourceConnectionInput.parse(input);
  const [, source] = await Promise.all([getCompany(companyId), getExternalSource({ sourceId })]);
  const existing = (await SourceConnection.get({ companyId, sourceId }).go({ consistent: true })).data;
  const connection =
    existing ??
    (await SourceConnection.put({ companyId, sourceId, connectedBy: userId, createDate: nowIso() }).go())
      .data;
  const { id, name, categoryName, isMarketplace } = source;
  return { id, name, categoryName, isMarketplace, connected: true, connectedAt: connection.createDate };
}

/** The source's key stops working in the company at once. */
export async function disconnectSource(input: SourceConnectionInput): Promise<CompanySourceView> {
  const { companyId, sourceId } = ZSourceConnectionInput.parse(input);
  const [, source] = await Promise.all([getCompany(companyId), getExternalSource({ sourceId })]);
  await SourceConnection.delete({ companyId, sourceId }).go();
  const { id, name, categoryName, isMarketplace } = source;
  return { id, name, categoryName, isMarketplace, connected: false, connectedAt: null };
}
