import { randomBytes, randomUUID } from "node:crypto";
import { posix } from "node:path";
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { APIGatewayEventWebsocketRequestContextV2, APIGatewayProxyWebsocketEventV2 } from "aws-lambda";
import { WebSocketServer, type WebSocket } from "ws";

export type WsEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string> };
export type WsHandler = (event: WsEvent) => Promise<{ statusCode: number; body?: string }>;
export interface WsHandlers {
  connect: WsHandler;
  disconnect: WsHandler;
  message: WsHandler;
}

interface Connection {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
}

export interface WsGateway {
  /** Answers `/@connections/{id}` like the API Gateway management API; false when the path is not one. */
  handleManagement: (req: IncomingMessage, res: ServerResponse) => boolean;
  close: () => Promise<void>;
}

/** API Gateway's limit for one message. */
const maxMessageBytes = 128 * 1024;
/** Everything under `/@connections` is the management API (so it is guarded); only `/@connections/{id}` is served. */
const managementArea = /^\/@connections(\/|$)/;
const connectionPath = /^\/@connections\/([^/]+)$/;

/**
 * The request's path as the gateway reads it: percent-decoded once, dot segments resolved, so an encoded
 * `%40` or `%2F` cannot slip past the loopback check; a malformed encoding is no management path.
 */
function decodedPath(req: IncomingMessage): string {
  const raw = new URL(req.url ?? "/", "http://localhost").pathname;
  try {
    return posix.normalize(decodeURIComponent(raw));
  } catch {
    return raw;
  }
}

/** The management API is IAM-only in the cloud: locally it answers this machine only. */
const fromThisMachine = (req: IncomingMessage): boolean =>
  /^(127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? "");

const newConnectionId = () => randomBytes(12).toString("base64url");

function refuse(socket: Duplex, statusCode: number, body = STATUS_CODES[statusCode] ?? ""): void {
  const head = `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ""}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  socket.end(head + body);
  socket.destroy();
}

function sendJson(
  res: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(statusCode, { "content-type": "application/json", ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** The local stand-in for an API Gateway WebSocket API: same events in, same management endpoint out. */
export function attachWsGateway(server: Server, handlers: WsHandlers, path = "/ws"): WsGateway {
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes });
  const connections = new Map<string, Connection>();
  const pending = new Set<Promise<unknown>>();

  const track = (work: Promise<unknown>) => {
    const tracked = work
      .catch((error: unknown) => console.error("[ws]", error))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  const eventFor = (
    connectionId: string,
    connection: Pick<Connection, "connectedAt" | "sourceIp" | "userAgent">,
    routeKey: "$connect" | "$disconnect" | "$default",
    extra: Partial<WsEvent> & { headers?: Record<string, string> } = {},
  ): WsEvent => {
    const at = Date.now();
    const requestContext: APIGatewayEventWebsocketRequestContextV2 & {
      identity: { sourceIp: string; userAgent: string };
    } = {
      routeKey,
      eventType: routeKey === "$connect" ? "CONNECT" : routeKey === "$disconnect" ? "DISCONNECT" : "MESSAGE",
      messageId: randomUUID(),
      extendedRequestId: randomUUID(),
      requestId: randomUUID(),
      requestTime: new Date(at).toUTCString(),
      requestTimeEpoch: at,
      messageDirection: "IN",
      stage: "local",
      apiId: "local",
      domainName: "localhost",
      connectedAt: connection.connectedAt,
      connectionId,
      identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
    };
    return { requestContext, isBase64Encoded: false, ...extra };
  };

  const open = async (req: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => {
    const connectionId = newConnectionId();
    const meta = {
      connectedAt: Date.now(),
      sourceIp: (req.socket.remoteAddress ?? "").replace(/^::ffff:/, ""),
      userAgent: req.headers["user-agent"] ?? "",
    };
    const headers = Object.fromEntries(
      Object.entries(req.headers).flatMap(([name, value]) =>
        typeof value === "string" ? [[name, value]] : [],
      ),
    );
    const query = Object.fromEntries(url.searchParams);
    const event = eventFor(connectionId, meta, "$connect", {
      headers,
      ...(url.searchParams.size > 0 ? { queryStringParameters: query } : {}),
    });
    const result: Awaited<ReturnType<WsHandler>> = await handlers.connect(event).catch((error: unknown) => {
      console.error("[ws] $connect failed", error);
      return { statusCode: 500 };
    });
    if (result.statusCode >= 300) return refuse(socket, result.statusCode, result.body);
    if (socket.destroyed) return track(handlers.disconnect(eventFor(connectionId, meta, "$disconnect")));
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection: Connection = { ...meta, socket: ws, lastActiveAt: Date.now() };
      connections.set(connectionId, connection);
      ws.on("message", (data, isBinary) => {
        connection.lastActiveAt = Date.now();
        const body = Buffer.isBuffer(data)
          ? data
          : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]);
        track(
          handlers.message(
            eventFor(connectionId, connection, "$default", {
              body: isBinary ? body.toString("base64") : body.toString("utf8"),
              isBase64Encoded: isBinary,
            }),
          ),
        );
      });
      ws.on("close", () => {
        connections.delete(connectionId);
        track(handlers.disconnect(eventFor(connectionId, connection, "$disconnect")));
      });
      ws.on("error", (error) => console.error("[ws]", error.message));
    });
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== path) return refuse(socket, 404);
    socket.on("error", () => socket.destroy());
    track(open(req, socket, head, url));
  };
  server.on("upgrade", onUpgrade);

  const handleManagement = (req: IncomingMessage, res: ServerResponse): boolean => {
    const pathname = decodedPath(req);
    if (!managementArea.test(pathname)) return false;
    if (!fromThisMachine(req)) {
      res.writeHead(403, { "content-type": "text/plain" }).end("Only from this machine");
      return true;
    }
    const id = connectionPath.exec(pathname)?.[1];
    const connection = id ? connections.get(id) : undefined;
    if (!connection) {
      sendJson(res, 410, { message: null }, { "x-amzn-errortype": "GoneException" });
      return true;
    }
    if (req.method === "GET") {
      sendJson(res, 200, {
        connectedAt: new Date(connection.connectedAt).toISOString(),
        lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
      });
    } else if (req.method === "DELETE") {
      connection.socket.close(1000);
      sendJson(res, 204, undefined);
    } else if (req.method === "POST") {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const data = Buffer.concat(chunks);
        if (data.length > maxMessageBytes) {
          return sendJson(
            res,
            413,
            { message: "Message too long" },
            { "x-amzn-errortype": "PayloadTooLargeException" },
          );
        }
        connection.socket.send(data.toString("utf8"));
        sendJson(res, 200, undefined);
      });
    } else {
      sendJson(res, 405, { message: "Method not allowed" });
    }
    return true;
  };

  const close = async () => {
    server.off("upgrade", onUpgrade);
    const closed = [...connections.values()].map(
      ({ socket }) =>
        new Promise<void>((resolve) => (socket.once("close", () => resolve()), socket.terminate())),
    );
    await Promise.all(closed);
    while (pending.size > 0) await Promise.all([...pending]);
    wss.close();
  };

  return { handleManagement, close };
}
