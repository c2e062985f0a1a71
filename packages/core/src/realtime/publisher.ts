import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from "@aws-sdk/client-apigatewaymanagementapi";
import { Connection } from "./connection.entity";
import type { ServerMessage, Topic } from "./realtime.schema";

let client: ApiGatewayManagementApiClient | null = null;

function managementClient(): ApiGatewayManagementApiClient {
  const endpoint = process.env.WS_MANAGEMENT_ENDPOINT;
  if (!endpoint) throw new Error("WS_MANAGEMENT_ENDPOINT is not set");
  client ??= new ApiGatewayManagementApiClient({
    endpoint,
    region: process.env.AWS_REGION ?? "ca-central-1",
    ...(process.env.DYNAMODB_ENDPOINT
      ? { credentials: { accessKeyId: "local", secretAccessKey: "local" } }
      : {}),
  });
  return client;
}

const isGone = (error: unknown): boolean =>
  error instanceof GoneException || (error instanceof Error && error.name === "GoneException");

/** Sends one message to one connection; false when the connection is gone. */
export async function postToConnection(connectionId: string, message: ServerMessage): Promise<boolean> {
  try {
    await managementClient().send(
      new PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: new TextEncoder().encode(JSON.stringify(message)),
      }),
    );
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}

/** Closes a socket from the server side (API Gateway then calls `$disconnect`); a gone one is already closed. */
export async function dropConnection(connectionId: string): Promise<void> {
  try {
    await managementClient().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!isGone(error)) throw error;
  }
}

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
  const results = await Promise.all(
    targets.map(async (connection) => {
      const delivered = await postToConnection(connection.connectionId, message);
      if (!delivered)
        await Connection.delete({
          companyId: connection.companyId,
          connectionId: connection.connectionId,
        }).go();
      return delivered;
    }),
  );
  const delivered = results.filter(Boolean).length;
  return { delivered, removed: results.length - delivered };
}
