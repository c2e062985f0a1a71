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

/** Posts to every connection of the company subscribed to the topic (and at the location or device, if given). */
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
  const results = await Promise.all(targets.map((connection) => deliver(connection, input.topic, message)));
  const delivered = results.filter(Boolean).length;
  return { delivered, removed: results.length - delivered };
}

/**
 * One post, after checking the subscriber may still read the topic (a role, an assignment or a register may have
 * changed since it subscribed): one that may not is forgotten and closed. False when nothing was delivered.
 */
async function deliver(connection: ConnectionItem, topic: Topic, message: ServerMessage): Promise<boolean> {
  if (!(await mayReceive(connection, topic))) {
    await forgetConnections([connection]);
    await dropConnection(connection.connectionId);
    return false;
  }
  const delivered = await postToConnection(connection.connectionId, message);
  if (!delivered) await forgetConnections([connection]);
  return delivered;
}
