import { createServer, IncomingMessage, ServerResponse, type Server } from "node:http";
import { Socket } from "node:net";
import type { AddressInfo } from "node:net";
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from "@aws-sdk/client-apigatewaymanagementapi";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { attachWsGateway, type WsEvent, type WsGateway } from "./ws-gateway";

let server: Server;
let gateway: WsGateway;
const events: WsEvent[] = [];

async function start(connectStatus = 200) {
  events.length = 0;
  server = createServer((req, res) => {
    if (!gateway.handleManagement(req, res)) res.writeHead(404).end();
  });
  const record = async (event: WsEvent) => (events.push(event), { statusCode: 200 });
  gateway = attachWsGateway(server, {
    connect: async (event) => (events.push(event), { statusCode: connectStatus, body: "Forbidden" }),
    message: record,
    disconnect: record,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const management = new ApiGatewayManagementApiClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: "ca-central-1",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  return { port, management };
}

const until = async (check: () => boolean) => {
  for (let tries = 0; !check() && tries < 200; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

afterEach(async () => {
  await gateway.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("local websocket gateway", () => {
  it("refuses the handshake with the status $connect returns", async () => {
    const { port } = await start(403);
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?tenantId=7`);
      socket.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      socket.on("error", () => resolve(-1));
    });
    expect(status).toBe(403);
    expect(events[0]?.requestContext).toMatchObject({ routeKey: "$connect", eventType: "CONNECT" });
    expect(events[0]?.queryStringParameters).toEqual({ tenantId: "7" });
  });

  it("passes messages to $default, delivers posts from the management API, and reports $disconnect", async () => {
    const { port, management } = await start();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?tenantId=7&authorization=abc`);
    const received: string[] = [];
    socket.on("message", (data) => received.push(String(data)));
    await new Promise((resolve) => socket.once("open", resolve));
    socket.send('{"action":"ping"}');
    await until(() => events.length === 2);
    const connectionId = events[0]?.requestContext.connectionId ?? "";
    expect(events[1]).toMatchObject({
      body: '{"action":"ping"}',
      requestContext: { routeKey: "$default", connectionId },
    });

    await management.send(
      new PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: new TextEncoder().encode('{"event":"pong"}'),
      }),
    );
    await until(() => received.length === 1);
    expect(received).toEqual(['{"event":"pong"}']);
    const info = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.Identity?.SourceIp).toBe("127.0.0.1");

    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    await until(() => events.length === 3);
    expect(events[2]?.requestContext).toMatchObject({
      routeKey: "$disconnect",
      eventType: "DISCONNECT",
      connectionId,
    });
    const gone = management.send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: new Uint8Array([1]) }),
    );
    await expect(gone).rejects.toBeInstanceOf(GoneException);
  });

  it("answers the management API to this machine only, however its path is encoded", async () => {
    const { port } = await start();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise((resolve) => socket.on("open", resolve));
    await until(() => events.length > 0);
    const id = events[0]?.requestContext.connectionId ?? "";
    const fromElsewhere = (url: string, method = "DELETE") => {
      const peer = new Socket();
      Object.defineProperty(peer, "remoteAddress", { value: "192.0.2.9" });
      const req = new IncomingMessage(peer);
      Object.assign(req, { url, method });
      const res = new ServerResponse(req);
      return { handled: gateway.handleManagement(req, res), status: res.statusCode };
    };
    for (const url of [
      `/@connections/${id}`,
      `/%40connections/${id}`,
      `/%40connections%2F${id}`,
      `/@connections%2F${id}`,
      `/x/..%2F@connections/${id}`,
      `/%2e%2e/%40connections%2f${id}`,
    ])
      expect(fromElsewhere(url), url).toEqual({ handled: true, status: 403 });
    expect(fromElsewhere("/%E0%A4%A", "GET").handled).toBe(false);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});
