import { createHash, randomBytes, randomUUID } from "node:crypto";
import { auditEntry, systemActor, type AuditActor } from "../audit/audit";
import { platformAuditScope } from "../audit/audit.schema";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { isConditionFailure } from "../db/conditions";
import { nextId } from "../db/counters";
import { auditedSources, sourceEntry } from "./external-source-audit";
import { ExternalSource, type ExternalSourceItem } from "./external-source.entity";
import {
  externalSourcePermissions,
  type ExternalSourcePermission,
  type ExternalSourceView,
  type NewSourceKey,
} from "./external-source.schema";
import {
  externalSourceToasts,
  ZCreateExternalSourceInput,
  ZExternalSourceRef,
  ZSetExternalSourcePermissionsInput,
  ZUpdateExternalSourceInput,
  type CreateExternalSourceInput,
  type ExternalSourceFields,
  type ExternalSourceRef,
  type SetExternalSourcePermissionsInput,
  type UpdateExternalSourceInput,
} from "./external-sources.schema";

export const hashApiKey = (apiKey: string): string => createHash("sha256").update(apiKey).digest("hex");

/** 32 random bytes, URL-safe, with a recognisable prefix so a leaked key is easy to spot. */
const newApiKey = (): string => `qwk_${randomBytes(32).toString("base64url")}`;

/** What is stored of a key: its hash and its last 4 characters. */
const storedKey = (apiKey: string) => ({
  apiKeyHash: hashApiKey(apiKey),
  apiKeyLast4: apiKey.slice(-4),
  keyState: "active" as const,
});

const notFound = () => new AppError("NOT_FOUND", externalSourceToasts.notFound);

export function toExternalSourceView(item: ExternalSourceItem): ExternalSourceView {
  return {
    id: item.sourceId,
    name: item.name,
    description: item.description ?? null,
    categoryName: item.categoryName ?? null,
    setupUrl: item.setupUrl ?? null,
    email: item.email ?? null,
    homepage: item.homepage ?? null,
    isMarketplace: item.isMarketplace,
    logoImageUrl: item.logoImageUrl ?? null,
    hexColor: item.hexColor ?? null,
    apiKeyLast4: item.keyState === "revoked" ? null : (item.apiKeyLast4 ?? null),
    permissions: [...item.permissions].sort((a, b) => a.indexOrder - b.indexOrder),
    createDate: item.createDate,
  };
}

type OptionalField = Exclude<keyof ExternalSourceFields, "name" | "isMarketplace">;

function present(fields: ExternalSourceFields): { [Key in OptionalField]?: string } {
  const { name: _name, isMarketplace: _enabled, ...optional } = fields;
  return Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null && value !== ""));
}

/** The one lookup of the online-order API: the source an integrator's key belongs to, or null. */
export async function sourceForApiKey(apiKey: string): Promise<ExternalSourceView | null> {
  if (apiKey.length === 0 || apiKey.length > 200) return null;
  const result = await ExternalSource.query.byApiKey({ apiKeyHash: hashApiKey(apiKey) }).go();
  const item = result.data[0];
  return item && item.keyState !== "revoked" ? toExternalSourceView(item) : null;
}

/** A new source with a new key; only the demo seed passes a key of its own (the published demo key). */
export async function createExternalSource(
  input: CreateExternalSourceInput,
  by: AuditActor = systemActor,
  apiKey: string = newApiKey(),
): Promise<NewSourceKey> {
  const fields = ZCreateExternalSourceInput.parse(input);
  const at = nowIso();
  const item: ExternalSourceItem = {
    ...present(fields),
    sourceId: String(await nextId("externalSource")),
    name: fields.name,
    isMarketplace: fields.isMarketplace,
    ...storedKey(apiKey),
    permissions: [],
    createDate: at,
    updateDate: at,
  };
  const view = toExternalSourceView(item);
  const entry = sourceEntry(by, "externalSource.create", null, view);
  await auditedSources.transaction
    .write(({ source, audit }) => [source.create(item).commit(), audit.create(entry).commit()])
    .go();
  return { ...view, apiKey };
}

/** A new key replaces the old one, which stops working at once; the new key is shown this once. */
export async function rotateSourceKey(ref: ExternalSourceRef, by: AuditActor): Promise<NewSourceKey> {
  const { sourceId } = ZExternalSourceRef.parse(ref);
  const apiKey = newApiKey();
  const view = await changeKey(sourceId, by, { ...storedKey(apiKey), updateDate: nowIso() });
  return { ...view, apiKey };
}

/** The key stops working; the source keeps its settings and connections and gets a new key by rotation. */
export async function revokeSourceKey(ref: ExternalSourceRef, by: AuditActor): Promise<ExternalSourceView> {
  const { sourceId } = ZExternalSourceRef.parse(ref);
  return changeKey(sourceId, by, {
    apiKeyHash: `revoked:${randomUUID()}`,
    keyState: "revoked",
    updateDate: nowIso(),
  });
}

const keyState = (view: ExternalSourceView) => ({
  apiKey: view.apiKeyLast4 ? `…${view.apiKeyLast4}` : "revoked",
});

/** A key change and its audit entry (the last 4 characters only) in one transaction. */
async function changeKey(
  sourceId: string,
  by: AuditActor,
  changes: Pick<ExternalSourceItem, "apiKeyHash" | "keyState" | "updateDate"> & { apiKeyLast4?: string },
): Promise<ExternalSourceView> {
  const before = await getExternalSource({ sourceId });
  const after: ExternalSourceView = { ...before, apiKeyLast4: changes.apiKeyLast4 ?? null };
  const entry = auditEntry(by, {
    companyId: platformAuditScope,
    action: "externalSource.key",
    targetId: sourceId,
    targetLabel: before.name,
    before: keyState(before),
    after: keyState(after),
  });
  const removed: ("apiKeyLast4" | "legacyApiKey")[] =
    changes.apiKeyLast4 === undefined ? ["apiKeyLast4", "legacyApiKey"] : ["legacyApiKey"];
  try {
    await auditedSources.transaction
      .write(({ source, audit }) => [
        source.patch({ sourceId }).set(changes).remove(removed).commit(),
        audit.create(entry).commit(),
      ])
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw notFound();
    throw error;
  }
  return after;
}

/** Drops a key an earlier version kept in clear; its hash (and so the key) keeps working. */
async function scrubLegacyKey(item: ExternalSourceItem): Promise<ExternalSourceItem> {
  if (item.legacyApiKey === undefined) return item;
  const apiKeyLast4 = item.legacyApiKey.slice(-4);
  await ExternalSource.patch({ sourceId: item.sourceId }).set({ apiKeyLast4 }).remove(["legacyApiKey"]).go();
  const { legacyApiKey: _clear, ...rest } = item;
  return { ...rest, apiKeyLast4 };
}

/** Every source, newest first (a platform has a handful of integrators, so one partition read is enough). */
export async function listExternalSources(): Promise<ExternalSourceView[]> {
  const result = await ExternalSource.query.all({}).go({ pages: "all" });
  const items = await Promise.all(result.data.map(scrubLegacyKey));
  return items.map(toExternalSourceView).sort((a, b) => b.createDate.localeCompare(a.createDate));
}

export async function getExternalSource(ref: ExternalSourceRef): Promise<ExternalSourceView> {
  const { sourceId } = ZExternalSourceRef.parse(ref);
  const result = await ExternalSource.get({ sourceId }).go({ consistent: true });
  if (!result.data) throw notFound();
  return toExternalSourceView(result.data);
}

export async function updateExternalSource(
  input: UpdateExternalSourceInput,
  by: AuditActor,
): Promise<ExternalSourceView> {
  const { sourceId, source } = ZUpdateExternalSourceInput.parse(input);
  const before = await getExternalSource({ sourceId });
  const cleared = (Object.keys(source) as (keyof ExternalSourceFields)[]).filter(
    (key): key is OptionalField =>
      key !== "name" && key !== "isMarketplace" && (source[key] === null || source[key] === ""),
  );
  const updateDate = nowIso();
  const after: ExternalSourceView = {
    ...before,
    ...Object.fromEntries(cleared.map((key) => [key, null])),
    ...present(source),
    name: source.name,
    isMarketplace: source.isMarketplace,
  };
  const entry = sourceEntry(by, "externalSource.update", before, after);
  const result = await auditedSources.transaction
    .write(({ source: sources, audit }) => {
      const update = sources.patch({ sourceId }).set({
        ...present(source),
        name: source.name,
        isMarketplace: source.isMarketplace,
        updateDate,
      });
      return [(cleared.length > 0 ? update.remove(cleared) : update).commit(), audit.create(entry).commit()];
    })
    .go();
  if (result.canceled) throw notFound();
  return getExternalSource({ sourceId });
}

/** Replaces the checked permissions; their position in the list is their order. */
export async function setExternalSourcePermissions(
  input: SetExternalSourcePermissionsInput,
  by: AuditActor,
): Promise<ExternalSourceView> {
  const { sourceId, permissionIds } = ZSetExternalSourcePermissionsInput.parse(input);
  const permissions: ExternalSourcePermission[] = permissionIds.map((id, indexOrder) => ({
    id,
    name: externalSourcePermissions.find((permission) => permission.id === id)?.name ?? id,
    indexOrder,
  }));
  const before = await getExternalSource({ sourceId });
  const entry = sourceEntry(by, "externalSource.permissions", before, { ...before, permissions });
  const result = await auditedSources.transaction
    .write(({ source, audit }) => [
      source.patch({ sourceId }).set({ permissions, updateDate: nowIso() }).commit(),
      audit.create(entry).commit(),
    ])
    .go();
  if (result.canceled) throw notFound();
  return getExternalSource({ sourceId });
}
