import "../cloud-env";
import { handleClientMessage } from "@pos/core/realtime/connections";
import { postToConnection } from "@pos/core/realtime/management";
import { failure, type WebsocketEvent, type WebsocketResult } from "./events";

/** Subscribe, unsubscribe and ping; each is acknowledged on the socket. */
export async function handler(event: WebsocketEvent): Promise<WebsocketResult> {
  const connectionId = event.requestContext.connectionId;
  try {
    const message = await handleClientMessage(connectionId, event.body ?? "");
    const reply =
      message.action === "ping" ? { event: "pong" } : { event: message.action + "d", topic: message.topic };
    await postToConnection(connectionId, {
      topic: "system",
      event: reply.event,
      data: reply,
    });
    return { statusCode: 200 };
  } catch (error) {
    const result = failure(error);
    await postToConnection(connectionId, {
      topic: "system",
      event: "error",
      data: { message: result.body },
    }).catch(() => false);
    return result;
  }
}
