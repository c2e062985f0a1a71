import { randomUUID } from "node:crypto";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { getCompany } from "../company/company";
import { Location } from "../company/company.entity";
import { isConditionFailure } from "../db/conditions";
import { byKey, readShards, shardOf } from "../db/shards";
import { headsetClient } from "./headset-client";
import { headsetPages } from "./headset-export";
import { HeadsetKeys, HeadsetSync, type HeadsetSyncItem } from "./headset.entity";
import {
  headsetMessages,
  headsetSyncKinds,
  ZHeadsetSyncInput,
  ZUpdateHeadsetKeysInput,
  type HeadsetLocationKeys,
  type HeadsetSyncInput,
  type HeadsetSyncOption,
  type HeadsetSyncView,
  type UpdateHeadsetKeysInput,
} from "./headset.schema";

function toSyncView(item: HeadsetSyncItem): HeadsetSyncView {
  const options = Object.fromEntries(
    headsetSyncKinds.map(({ key }) => [key, item.options[key] === true]),
  ) as Record<HeadsetSyncOption, boolean>;
  return {
    id: item.syncId,
    companyId: item.companyId,
    status: item.status,
    options,
    locationIds: item.locationIds,
    sent: item.sent,
    error: item.error ?? null,
    requestedBy: item.requestedBy,
    createDate: item.createDate,
    finishDate: item.finishDate ?? null,
  };
}

interface LocationKeys {
  locationId: string;
  name: string;
  isHidden: boolean;
  apiKey: string | null;
  dataKey: string | null;
}

/** Every location of the company (deleted ones too) with its keys in clear: for the sync only, never answered. */
async function locationKeys(companyId: number): Promise<LocationKeys[]> {
  const [locations, keys] = await Promise.all([
    Location.query.byCompany({ companyId }).go({ pages: "all" }),
    HeadsetKeys.query.byCompany({ companyId }).go({ pages: "all" }),
  ]);
  const byLocation = new Map(keys.data.map((item) => [item.locationId, item]));
  return locations.data.map((location) => ({
    locationId: location.locationId,
    name: location.name,
    isHidden: location.isHidden,
    apiKey: byLocation.get(location.locationId)?.headsetApiKey ?? null,
    dataKey: byLocation.get(location.locationId)?.headsetDataKey ?? null,
  }));
}

const last4 = (key: string | null): string | null => (key === null ? null : key.slice(-4));

const toKeysView = (location: LocationKeys): HeadsetLocationKeys => ({
  locationId: location.locationId,
  name: location.name,
  isHidden: location.isHidden,
  headsetApiKeyLast4: last4(location.apiKey),
  headsetDataKeyLast4: last4(location.dataKey),
});

/** Every location of the company (deleted ones too) with the last 4 characters of its keys. */
export async function headsetKeysOf(companyId: number): Promise<HeadsetLocationKeys[]> {
  return (await locationKeys(companyId)).map(toKeysView);
}

/** Sets, keeps (absent) or removes (null) each key of a location. */
export async function updateHeadsetKeys(input: UpdateHeadsetKeysInput): Promise<HeadsetLocationKeys> {
  const { companyId, locationId, headsetApiKey, headsetDataKey } = ZUpdateHeadsetKeysInput.parse(input);
  const [location, saved] = await Promise.all([
    Location.get({ companyId, locationId }).go(),
    HeadsetKeys.get({ companyId, locationId }).go({ consistent: true }),
  ]);
  if (!location.data) throw new AppError("NOT_FOUND", "Location not found");
  const apiKey = headsetApiKey === undefined ? (saved.data?.headsetApiKey ?? null) : headsetApiKey;
  const dataKey = headsetDataKey === undefined ? (saved.data?.headsetDataKey ?? null) : headsetDataKey;
  await HeadsetKeys.put({
    companyId,
    locationId,
    ...(apiKey ? { headsetApiKey: apiKey } : {}),
    ...(dataKey ? { headsetDataKey: dataKey } : {}),
    updateDate: nowIso(),
  }).go();
  const { name, isHidden } = location.data;
  return toKeysView({ locationId, name, isHidden, apiKey, dataKey });
}

/** Queues a sync for the job (jobs "headset-sync"); the company needs canAccessHeadset and keys at each location. */
export async function requestHeadsetSync(userId: string, input: HeadsetSyncInput): Promise<HeadsetSyncView> {
  const data = ZHeadsetSyncInput.parse(input);
  const company = await getCompany(data.companyId);
  if (company.permissions.canAccessHeadset !== true)
    throw new AppError("FORBIDDEN", headsetMessages.noAccess);
  const keys = new Map(
    (await locationKeys(data.companyId)).map((location) => [location.locationId, location]),
  );
  for (const locationId of new Set(data.locationIds)) {
    const location = keys.get(locationId);
    if (!location) throw new AppError("INVALID_INPUT", headsetMessages.unknownLocation);
    if (!location.apiKey || !location.dataKey) {
      throw new AppError("INVALID_INPUT", headsetMessages.noKeys(location.name));
    }
  }
  const at = nowIso();
  const syncId = `${at}_${randomUUID().slice(0, 8)}`;
  const created = await HeadsetSync.create({
    companyId: data.companyId,
    syncId,
    shard: shardOf("headsetSync", `${data.companyId}:${syncId}`),
    status: "queued",
    options: Object.fromEntries(headsetSyncKinds.map(({ key }) => [key, data[key]])),
    locationIds: [...new Set(data.locationIds)],
    sent: {},
    requestedBy: userId,
    createDate: at,
    queuedAt: `${at}#${data.companyId}`,
  }).go();
  return toSyncView(created.data);
}

/** The company's syncs, newest first. */
export async function listHeadsetSyncs(companyId: number, limit = 10): Promise<HeadsetSyncView[]> {
  const result = await HeadsetSync.query.byCompany({ companyId }).go({ order: "desc", limit });
  return result.data.map(toSyncView);
}

/** Sends each kind a page at a time, saving what was sent after each page (the syncs list shows it as it runs). */
async function runSync(item: HeadsetSyncItem): Promise<HeadsetSyncView> {
  const keys = new Map(
    (await locationKeys(item.companyId)).map((location) => [location.locationId, location]),
  );
  const kinds = headsetSyncKinds.filter(({ key }) => item.options[key] === true);
  const sent: HeadsetSyncItem["sent"] = {};
  try {
    for (const locationId of item.locationIds) {
      const location = keys.get(locationId);
      if (!location?.apiKey || !location.dataKey) {
        throw new Error(headsetMessages.noKeys(location?.name ?? locationId));
      }
      sent[locationId] = {};
      for (const { kind } of kinds) {
        const progress = sent[locationId];
        progress[kind] = 0;
        for await (const records of headsetPages(item.companyId, locationId, kind)) {
          await headsetClient().send({
            apiKey: location.apiKey,
            dataKey: location.dataKey,
            locationId,
            locationName: location.name,
            kind,
            records,
          });
          progress[kind] = (progress[kind] ?? 0) + records.length;
          await HeadsetSync.patch({ companyId: item.companyId, syncId: item.syncId }).set({ sent }).go();
        }
      }
    }
    const done = await HeadsetSync.patch({ companyId: item.companyId, syncId: item.syncId })
      .set({ status: "done", sent, finishDate: nowIso() })
      .go({ response: "all_new" });
    return toSyncView(done.data as HeadsetSyncItem);
  } catch (error) {
    const failed = await HeadsetSync.patch({ companyId: item.companyId, syncId: item.syncId })
      .set({
        status: "failed",
        sent,
        error: error instanceof Error ? error.message : String(error),
        finishDate: nowIso(),
      })
      .go({ response: "all_new" });
    return toSyncView(failed.data as HeadsetSyncItem);
  }
}

/** The job: runs every queued sync once. Taking a sync off the queue is conditional, so two runs never share one. */
export async function runQueuedHeadsetSyncs(): Promise<{ done: number; failed: number }> {
  const queued = await readShards({
    entity: "headsetSync",
    read: async (shard: number) => (await HeadsetSync.query.queue({ shard }).go({ pages: "all" })).data,
    order: byKey((entry) => entry.queuedAt ?? ""),
  });
  const counts = { done: 0, failed: 0 };
  for (const entry of queued) {
    let claimed: HeadsetSyncItem;
    try {
      const result = await HeadsetSync.patch({ companyId: entry.companyId, syncId: entry.syncId })
        .set({ status: "running" })
        .remove(["queuedAt"])
        .composite({ shard: entry.shard })
        .where((attributes, { eq }) => eq(attributes.status, "queued"))
        .go({ response: "all_new" });
      claimed = result.data as HeadsetSyncItem;
    } catch (error) {
      if (isConditionFailure(error)) continue;
      throw error;
    }
    const view = await runSync(claimed);
    counts[view.status === "done" ? "done" : "failed"] += 1;
  }
  return counts;
}
