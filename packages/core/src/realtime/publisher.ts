import { Connection, type ConnectionItem } from "./connection.entity";
import { dropConnection, postToConnection } from "./management";
import type { ServerMessage, Topic } from "./realtime.schema";
import { forgetConnections } from "./revocation";
import { mayReceive } from "./topic-access";

export interface PublishInput {
  companyId: number;
  topic: Topic;
  event: string;
  data: unknown;
  locationId?: string;
  deviceId?: string;
}

/**
 * Posts to every connection of the company subscribed to the topic (and at the location or device, if given).
 * Requests do not call this: they write the message to the outbox (realtime/outbox.ts), whose publisher does.
 */
export async function publish(input: PublishInput): Promise<{ delivered: number; removed: number }> {
  const connections = await Connection.query.byCompany({ companyId: input.companyId }).go({ pages: "all" });
  const targets = connections.data.filter(
    (connection) =>
      connection.topics.includes(input.topic) &&
      (input.locationId === undefined || connection.locationId === input.locationId) &&
      (input.deviceId === undefined || connection.deviceId === input.deviceId),
  );
  const message: ServerMessage = {
    topic: input.topic,
    event: input.event,
    data: input.data,
  };
  const allowed = accessChecks(input.topic);
  const results = await Promise.all(targets.map((connection) => deliver(connection, message, allowed)));
  return {
    delivered: results.filter((result) => result === "delivered").length,
    removed: results.filter((result) => result === "removed").length,
  };
}

/** One access check per register or user in a fan-out, however many sockets it has open. */
function accessChecks(topic: Topic): (connection: ConnectionItem) => Promise<boolean> {
  const checked = new Map<string, Promise<boolean>>();
  return (connection) => {
    const holder = `${connection.deviceId ?? ""}|${connection.userId ?? ""}|${connection.locationId ?? ""}`;
    const known = checked.get(holder);
    if (known) return known;
    const check = mayReceive(connection, topic);
    checked.set(holder, check);
    return check;
  };
}

/**
 * One post, after checking the subscriber may still read the topic (a role, an assignment or a register may have
 * changed since it subscribed): one that may not is forgotten and closed, and so is one that is gone. A post that
 * still fails after the client's bounded retries (management.ts) leaves the connection in place ("failed").
 */
async function deliver(
  connection: ConnectionItem,
  message: ServerMessage,
  allowed: (connection: ConnectionItem) => Promise<boolean>,
): Promise<"delivered" | "removed" | "failed"> {
  if (!(await allowed(connection))) {
    await forgetConnections([connection]);
    await dropConnection(connection.connectionId);
    return "removed";
  }
  try {
    if (await postToConnection(connection.connectionId, message)) return "delivered";
  } catch (error) {
    console.error(`[realtime] post to ${connection.connectionId} failed after its retries:`, String(error));
    return "failed";
  }
  await forgetConnections([connection]);
  return "removed";
}
