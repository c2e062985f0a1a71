import "../cloud-env";
import { closeConnection } from "@pos/core/realtime/connections";
import { failure, type WebsocketEvent, type WebsocketResult } from "./events";

export async function handler(event: WebsocketEvent): Promise<WebsocketResult> {
  try {
    await closeConnection(event.requestContext.connectionId);
    return { statusCode: 200 };
  } catch (error) {
    return failure(error);
  }
}
