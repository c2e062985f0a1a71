import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from "@aws-sdk/client-apigatewaymanagementapi";
import type { ServerMessage } from "./realtime.schema";

let client: { endpoint: string; api: ApiGatewayManagementApiClient } | null = null;

/** Tries of one post (the SDK's retries with backoff on a throttle, a 5xx or a network error); a gone socket is not retried. */
export const postAttempts = 3;

/** One client per endpoint: a process whose endpoint changes (tests each start a socket server) gets a new one. */
function managementClient(): ApiGatewayManagementApiClient {
  const endpoint = process.env.WS_MANAGEMENT_ENDPOINT;
  if (!endpoint) throw new Error("WS_MANAGEMENT_ENDPOINT is not set");
  if (client?.endpoint !== endpoint) {
    const api = new ApiGatewayManagementApiClient({
      endpoint,
      maxAttempts: postAttempts,
      region: process.env.AWS_REGION ?? "ca-central-1",
      ...(process.env.DYNAMODB_ENDPOINT
        ? { credentials: { accessKeyId: "local", secretAccessKey: "local" } }
        : {}),
    });
    client = { endpoint, api };
  }
  return client.api;
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
