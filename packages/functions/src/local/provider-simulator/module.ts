import type { IncomingMessage, ServerResponse } from "node:http";

/** One provider's part of the simulator: it answers requests under its prefix (e.g. `/ocs`). */
export interface ProviderModule {
  prefix: string;
  handle(request: SimRequest, response: ServerResponse): Promise<void> | void;
  stop?(): void;
}

export interface SimRequest {
  method: string;
  /** The path below the module's prefix. */
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
  /** The query string's values. */
  query?: URLSearchParams;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}
