import { QueryCommand, UpdateCommand, type QueryCommandOutput } from "@aws-sdk/lib-dynamodb";
import { Session } from "../auth/auth.entity";
import { sweepAtOf } from "../auth/sessions";
import { onlineMarker } from "../connectivity/connectivity";
import { Device } from "../device/device.entity";
import { OutboxEmail } from "../email/outbox.entity";
import { DomainEvent } from "../events/domain-event.entity";
import { HeadsetSync } from "../headset/headset.entity";
import { Connection } from "../realtime/connection.entity";
import { dueMarker } from "../webhooks/deliver-due";
import { WebhookDelivery } from "../webhooks/webhook.entity";
import { documentClient, tableName } from "./client";
import { isConditionFailure } from "./conditions";
import { shardMarker, shardOf } from "./shards";

type RawItem = Record<string, unknown>;

/**
 * One index partition as it was before write sharding (one constant key for every tenant), and how an item in it
 * is moved into its shard: the attributes to set (its shard, and for sessions the bucketed sweep key) and the new
 * index keys, formatted by ElectroDB from the item as it is written today.
 */
interface LegacyPartition {
  name: string;
  index: "gsi1" | "gsi2";
  legacyPk: string;
  /** The entity's sort-key prefix: other entities share the same constant key ("$pos"). */
  skPrefix: string;
  rewrite: (item: RawItem) => RawItem;
}

function parsed<T>(item: T | null): T {
  if (item === null)
    throw new Error("An item under an old index key is not of the entity the key belongs to");
  return item;
}

/** The named key fields of an item as ElectroDB writes it today. */
function keysOf(params: { Item?: RawItem }, fields: string[]): RawItem {
  const item = params.Item ?? {};
  return Object.fromEntries(fields.filter((field) => field in item).map((field) => [field, item[field]]));
}

const legacyPartitions: LegacyPartition[] = [
  ...(["gsi1", "gsi2"] as const).map((index): LegacyPartition => ({
    name: index === "gsi1" ? "domainEvent.pending" : "domainEvent.rollupPending",
    index,
    legacyPk: index === "gsi1" ? "$pos#pending_pending" : "$pos#rollup_pending",
    skPrefix: "$domainEvent_1#",
    rewrite: (raw) => {
      const item = parsed(DomainEvent.parse({ Item: raw }).data);
      const marker = {
        [index === "gsi1" ? "pending" : "rollup"]: shardMarker(
          "pending",
          shardOf("domainEvent", item.eventId),
        ),
      };
      return { ...marker, ...keysOf(DomainEvent.create({ ...item, ...marker }).params(), [`${index}pk`]) };
    },
  })),
  {
    name: "webhookDelivery.due",
    index: "gsi2",
    legacyPk: "$pos#due_due",
    skPrefix: "$webhookDelivery_1#",
    rewrite: (raw) => {
      const item = parsed(WebhookDelivery.parse({ Item: raw }).data);
      const due = dueMarker(item.deliveryId);
      return { due, ...keysOf(WebhookDelivery.create({ ...item, due }).params(), ["gsi2pk"]) };
    },
  },
  {
    name: "device.online",
    index: "gsi2",
    legacyPk: "$pos#presence_online",
    skPrefix: "$device_1#",
    rewrite: (raw) => {
      const item = parsed(Device.parse({ Item: raw }).data);
      const presence = onlineMarker(item.companyId, item.deviceId);
      return { presence, ...keysOf(Device.create({ ...item, presence }).params(), ["gsi2pk"]) };
    },
  },
  {
    name: "outboxEmail.recent",
    index: "gsi1",
    legacyPk: "$pos",
    skPrefix: "$outboxemail_1#",
    rewrite: (raw) => {
      const item = parsed(OutboxEmail.parse({ Item: raw }).data);
      const shard = shardOf("outboxEmail", item.emailId);
      return { shard, ...keysOf(OutboxEmail.create({ ...item, shard }).params(), ["gsi1pk"]) };
    },
  },
  {
    name: "headsetSync.queue",
    index: "gsi1",
    legacyPk: "$pos",
    skPrefix: "$headsetsync_1#",
    rewrite: (raw) => {
      const item = parsed(HeadsetSync.parse({ Item: raw }).data);
      const shard = shardOf("headsetSync", `${item.companyId}:${item.syncId}`);
      return { shard, ...keysOf(HeadsetSync.create({ ...item, shard }).params(), ["gsi1pk"]) };
    },
  },
  {
    name: "connection.byExpiry",
    index: "gsi2",
    legacyPk: "$pos",
    skPrefix: "$connection_1#",
    rewrite: (raw) => {
      const item = parsed(Connection.parse({ Item: raw }).data);
      const shard = shardOf("connection", item.connectionId);
      return { shard, ...keysOf(Connection.create({ ...item, shard }).params(), ["gsi2pk"]) };
    },
  },
  {
    name: "session.byExpiry",
    index: "gsi2",
    legacyPk: "$pos",
    skPrefix: "$session_1#",
    rewrite: (raw) => {
      const item = parsed(Session.parse({ Item: raw }).data);
      const moved = { shard: shardOf("session", item.tokenHash), sweepAt: sweepAtOf(item.idleExpiresAt) };
      return { ...moved, ...keysOf(Session.create({ ...item, ...moved }).params(), ["gsi2pk", "gsi2sk"]) };
    },
  },
];

/** Items moved per partition and run: the job runs again until the old partitions are empty. */
const movesPerRun = 1_000;

/** Moves one item, only while it still sits in the old partition (a writer that moved or cleared it wins). */
async function move(partition: LegacyPartition, raw: RawItem): Promise<boolean> {
  const set = partition.rewrite(raw);
  const names = Object.keys(set);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: raw.pk, sk: raw.sk },
        UpdateExpression: `SET ${names.map((_, at) => `#f${at} = :v${at}`).join(", ")}`,
        ConditionExpression: "#legacy = :legacy",
        ExpressionAttributeNames: {
          ...Object.fromEntries(names.map((name, at) => [`#f${at}`, name])),
          "#legacy": `${partition.index}pk`,
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name, at) => [`:v${at}`, set[name]])),
          ":legacy": partition.legacyPk,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function drain(partition: LegacyPartition): Promise<number> {
  let moved = 0;
  let seen = 0;
  let start: QueryCommandOutput["LastEvaluatedKey"];
  do {
    const page: QueryCommandOutput = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: partition.index,
        KeyConditionExpression: "#pk = :pk AND begins_with(#sk, :prefix)",
        ExpressionAttributeNames: { "#pk": `${partition.index}pk`, "#sk": `${partition.index}sk` },
        ExpressionAttributeValues: { ":pk": partition.legacyPk, ":prefix": partition.skPrefix },
        Limit: 100,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) if (await move(partition, item)) moved += 1;
    seen += page.Items?.length ?? 0;
    start = page.LastEvaluatedKey;
  } while (start && seen < movesPerRun);
  return moved;
}

/**
 * The "reshard" job (docs/decisions.md, Hot partitions): moves items a table still holds under the unsharded keys
 * written before write sharding into their shards. Idempotent; on a table without old keys it is one empty Query
 * per partition.
 */
export async function reshardLegacyKeys(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const partition of legacyPartitions) counts[partition.name] = await drain(partition);
  return counts;
}
