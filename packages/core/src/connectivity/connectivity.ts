import type { Actor } from "../common/actor";
import { epochSeconds, now } from "../common/clock";
import { AppError } from "../common/errors";
import { byKey, readShards, shardMarker, shardOf } from "../db/shards";
import { Device } from "../device/device.entity";
import { offlineAfterMs } from "../device/device";
import { announce } from "../realtime/outbox";
import { ConnectivityEvent } from "./connectivity.entity";
import { ZConnectivityReport, type ConnectivityReport } from "./connectivity.schema";

const keepMs = 90 * 24 * 3_600_000;

/** A register's marker in the `online` index, with its shard: device ids repeat across companies, so both count. */
export const onlineMarker = (companyId: number, deviceId: string): string =>
  shardMarker("online", shardOf("device", `${companyId}:${deviceId}`));

const subjectOf = (actor: Actor): string =>
  actor.kind === "device" ? `device:${actor.companyId}:${actor.deviceId}` : `session:${actor.sessionHash}`;

/** A report from the connection monitor: it is itself a ping, and carries the events stored while offline. */
export async function reportConnectivity(actor: Actor, input: ConnectivityReport): Promise<void> {
  const { events } = ZConnectivityReport.parse(input);
  const at = now();
  const oldest = at.getTime() - keepMs;
  const latest = at.getTime() + 5 * 60_000;
  if (events.some((event) => Date.parse(event.at) < oldest || Date.parse(event.at) > latest)) {
    throw new AppError("INVALID_INPUT", "An event time is out of range");
  }
  const companyId = actor.kind === "device" ? actor.companyId : undefined;
  const expiresAt = epochSeconds(new Date(at.getTime() + keepMs));
  if (events.length > 0) {
    await ConnectivityEvent.put(
      events.map((event) => ({
        ...event,
        subject: subjectOf(actor),
        source: "client" as const,
        companyId,
        expiresAt,
      })),
    ).go();
  }
  if (actor.kind === "device") {
    await Device.patch({ companyId: actor.companyId, deviceId: actor.deviceId })
      .set({
        lastPingAt: at.toISOString(),
        presence: onlineMarker(actor.companyId, actor.deviceId),
      })
      .go();
  }
}

/** The connectivity job: registers silent for more than 5 minutes go offline, and their company hears of it. */
export async function markSilentDevicesOffline(): Promise<number> {
  const at = now();
  const cutoff = new Date(at.getTime() - offlineAfterMs).toISOString();
  const silent = await readShards({
    entity: "device",
    read: async (shard: number) =>
      (
        await Device.query
          .online({ presence: shardMarker("online", shard) })
          .lt({ lastPingAt: cutoff })
          .go({ pages: "all" })
      ).data,
    order: byKey((device) => device.lastPingAt ?? ""),
  });
  for (const device of silent) {
    await Device.patch({
      companyId: device.companyId,
      deviceId: device.deviceId,
    })
      .remove(["presence"])
      .go();
    await ConnectivityEvent.put({
      subject: `device:${device.companyId}:${device.deviceId}`,
      at: at.toISOString(),
      status: "offline",
      source: "server",
      companyId: device.companyId,
      expiresAt: epochSeconds(new Date(at.getTime() + keepMs)),
    }).go();
    await announce({
      companyId: device.companyId,
      topic: "devices",
      event: "offline",
      data: {
        deviceId: device.deviceId,
        lastPingAt: device.lastPingAt ?? null,
      },
    }).catch(() => undefined);
  }
  return silent.length;
}

export async function listConnectivityEvents(subject: string) {
  const result = await ConnectivityEvent.query.bySubject({ subject }).go({ pages: "all" });
  return result.data;
}

export { subjectOf as connectivitySubject };
