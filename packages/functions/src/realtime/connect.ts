import "../cloud-env";
import { openConnection } from "@pos/core/realtime/connections";
import { failure, type WebsocketEvent, type WebsocketResult } from "./events";

export async function handler(event: WebsocketEvent): Promise<WebsocketResult> {
  try {
    await openConnection(event.requestContext.connectionId, event.queryStringParameters ?? {});
    return { statusCode: 200 };
  } catch (error) {
    return failure(error);
  }
}
