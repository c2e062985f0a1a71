import type { APIGatewayProxyWebsocketEventV2 } from "aws-lambda";
import { AppError } from "@pos/core/common/errors";

/** API Gateway passes the handshake's query on `$connect`; the type in aws-lambda omits it. */
export type WebsocketEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
};

export interface WebsocketResult {
  statusCode: number;
  body?: string;
}

export function failure(error: unknown): WebsocketResult {
  if (error instanceof AppError) return { statusCode: error.status, body: error.message };
  console.error(error);
  return { statusCode: 500, body: "Internal error" };
}
