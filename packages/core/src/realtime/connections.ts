import { Service } from "electrodb";
import { epochSeconds, now } from "../common/clock";
import { AppError, messages } from "../common/errors";
import { assertCompanyAccess, loadUserAccess } from "../auth/access";
import { Session } from "../auth/auth.entity";
import { principalOf, resolveSession } from "../auth/sessions";
import { byKey, readShards, shardOf } from "../db/shards";
import { getActiveDevice } from "../device/device";
import { Connection, SessionConnection, type ConnectionItem } from "./connection.entity";
import { ZClientMessage, ZConnectQuery, type ClientMessage } from "./realtime.schema";
import { forgetConnections } from "./revocation";
import { assertTopicAllowed } from "./topic-access";

const connectionService = new Service({
  session: Session,
  connection: Connection,
  sessionConnection: SessionConnection,
});

/** API Gateway closes a websocket after 2 hours; a stored connection never outlives that. */
const connectionLifetimeMs = 2 * 3_600_000;

/** `$connect`: the token in the query must be valid for the company (and location) asked for. */
export async function openConnection(
  connectionId: string,
  query: Record<string, string | undefined>,
): Promise<ConnectionItem> {
  const parsed = ZConnectQuery.safeParse(query);
  if (!parsed.success) throw new AppError("UNAUTHENTICATED", messages.sessionEnded);
  const { tenantId: companyId, retailerId, authorization } = parsed.data;
  const actor = await resolveSession(authorization.replace(/^Bearer /, ""));
  if (!actor) throw new AppError("UNAUTHENTICATED", messages.sessionEnded);
  let deviceId: string | undefined;
  let userId: string | undefined;
  let locationId = retailerId;
  if (actor.kind === "device") {
    const device = await getActiveDevice(actor.companyId, actor.deviceId);
    if (device.companyId !== companyId || (retailerId !== undefined && device.locationId !== retailerId)) {
      throw new AppError("FORBIDDEN", messages.noPermission);
    }
    deviceId = device.deviceId;
    locationId = device.locationId;
  } else {
    const access = await loadUserAccess(actor.userId);
    if (!access) throw new AppError("UNAUTHENTICATED", messages.sessionEnded);
    await assertCompanyAccess(access, { companyId });
    userId = actor.userId;
  }
  const at = now();
  const expires = new Date(at.getTime() + connectionLifetimeMs);
  const item: ConnectionItem = {
    companyId,
    connectionId,
    principal: principalOf(actor),
    sessionHash: actor.sessionHash,
    userId,
    locationId,
    deviceId,
    topics: [],
    connectedAt: at.toISOString(),
    expiresAtIso: expires.toISOString(),
    expiresAt: epochSeconds(expires),
    shard: shardOf("connection", connectionId),
  };
  // The session must still exist when the socket is recorded, so a revocation running now closes this one too.
  const written = await connectionService.transaction
    .write(({ session, connection, sessionConnection }) => [
      session
        .check({ tokenHash: actor.sessionHash })
        .where((attributes, { exists }) => exists(attributes.tokenHash))
        .commit(),
      connection.create(item).commit(),
      sessionConnection
        .create({ sessionHash: actor.sessionHash, connectionId, companyId, expiresAt: item.expiresAt })
        .commit(),
    ])
    .go();
  if (written.canceled) throw new AppError("UNAUTHENTICATED", messages.sessionEnded);
  return item;
}

async function findConnection(connectionId: string): Promise<ConnectionItem | null> {
  const found = await Connection.query.byConnection({ connectionId }).go();
  return found.data[0] ?? null;
}

/** `$default`: subscribe, unsubscribe, ping. Returns the parsed message, or throws INVALID_INPUT. */
export async function handleClientMessage(connectionId: string, body: string): Promise<ClientMessage> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AppError("INVALID_INPUT", "Messages must be JSON");
  }
  const parsed = ZClientMessage.safeParse(json);
  if (!parsed.success)
    throw new AppError("INVALID_INPUT", "Unknown message: send subscribe, unsubscribe or ping");
  const message = parsed.data;
  if (message.action === "ping") return message;
  const connection = await findConnection(connectionId);
  if (!connection) throw new AppError("UNAUTHENTICATED", messages.sessionEnded);
  const topics = new Set(connection.topics);
  if (message.action === "subscribe") {
    await assertTopicAllowed(connection, message.topic);
    topics.add(message.topic);
  } else topics.delete(message.topic);
  await Connection.patch({ companyId: connection.companyId, connectionId })
    .set({ topics: [...topics] })
    .go();
  return message;
}

export async function closeConnection(connectionId: string): Promise<void> {
  const connection = await findConnection(connectionId);
  if (connection) await forgetConnections([connection]);
}

export async function purgeExpiredConnections(): Promise<number> {
  const cutoff = now().toISOString();
  const expired = await readShards({
    entity: "connection",
    read: async (shard: number) =>
      (await Connection.query.byExpiry({ shard }).lt({ expiresAtIso: cutoff }).go({ pages: "all" })).data,
    order: byKey((connection) => connection.expiresAtIso),
  });
  if (expired.length > 0) await forgetConnections(expired);
  return expired.length;
}
