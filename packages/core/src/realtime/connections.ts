import { epochSeconds, now } from "../common/clock";
import { AppError, messages } from "../common/errors";
import { assertCompanyAccess, loadUserAccess } from "../auth/access";
import { principalOf, resolveSession } from "../auth/sessions";
import { getActiveDevice } from "../device/device";
import { Connection, type ConnectionItem } from "./connection.entity";
import { ZClientMessage, ZConnectQuery, type ClientMessage } from "./realtime.schema";

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
  let principal: string;
  let deviceId: string | undefined;
  if (actor.kind === "device") {
    const device = await getActiveDevice(actor.companyId, actor.deviceId);
    if (device.companyId !== companyId || (retailerId !== undefined && device.locationId !== retailerId)) {
      throw new AppError("FORBIDDEN", messages.noPermission);
    }
    principal = principalOf(actor);
    deviceId = device.deviceId;
  } else {
    const access = await loadUserAccess(actor.userId);
    if (!access) throw new AppError("UNAUTHENTICATED", messages.sessionEnded);
    await assertCompanyAccess(access, { companyId });
    principal = principalOf(actor);
  }
  const at = now();
  const expires = new Date(at.getTime() + connectionLifetimeMs);
  const created = await Connection.create({
    companyId,
    connectionId,
    principal,
    locationId: retailerId,
    deviceId,
    connectedAt: at.toISOString(),
    expiresAtIso: expires.toISOString(),
    expiresAt: epochSeconds(expires),
  }).go();
  return created.data;
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
  if (message.action === "subscribe") topics.add(message.topic);
  else topics.delete(message.topic);
  await Connection.patch({ companyId: connection.companyId, connectionId })
    .set({ topics: [...topics] })
    .go();
  return message;
}

export async function closeConnection(connectionId: string): Promise<void> {
  const connection = await findConnection(connectionId);
  if (connection)
    await Connection.delete({
      companyId: connection.companyId,
      connectionId,
    }).go();
}

export async function purgeExpiredConnections(): Promise<number> {
  const expired = await Connection.query
    .byExpiry({})
    .lt({ expiresAtIso: now().toISOString() })
    .go({ pages: "all" });
  if (expired.data.length > 0) {
    await Connection.delete(
      expired.data.map(({ companyId, connectionId }) => ({
        companyId,
        connectionId,
      })),
    ).go();
  }
  return expired.data.length;
}
