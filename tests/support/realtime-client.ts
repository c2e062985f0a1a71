import type { AddressInfo } from "node:net";
import { WebSocket } from "ws";
import type { ServerMessage } from "@pos/core/realtime/realtime.schema";
import { createLocalHttpServer, type LocalHttpServer } from "@pos/functions/local/http-server";

export interface Client {
  messages: ServerMessage[];
  socket: WebSocket;
  next: (event: string) => Promise<ServerMessage>;
  closed: Promise<number>;
}

/** The local server with its websocket gateway; the publisher posts to its management endpoint. */
export async function startGateway(): Promise<{ local: LocalHttpServer; port: number }> {
  const local = createLocalHttpServer({ webDist: "/nonexistent" });
  await local.listen(0, "127.0.0.1");
  const port = (local.server.address() as AddressInfo).port;
  process.env.WS_MANAGEMENT_ENDPOINT = `http://127.0.0.1:${port}`;
  return { local, port };
}

/** Opens a socket the way the web app does; resolves with the handshake status when refused. */
export function connect(port: number, query: Record<string, string>): Promise<Client | number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?${new URLSearchParams(query)}`);
    const messages: ServerMessage[] = [];
    const waiters: { event: string; resolve: (message: ServerMessage) => void }[] = [];
    const closed = new Promise<number>((done) => socket.on("close", (code) => done(code)));
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      messages.push(message);
      for (const waiter of waiters.filter((candidate) => candidate.event === message.event))
        waiter.resolve(message);
    });
    socket.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
    socket.on("open", () =>
      resolve({
        messages,
        socket,
        closed,
        next: (event) => new Promise((done) => waiters.push({ event, resolve: done })),
      }),
    );
  });
}

export async function connected(port: number, query: Record<string, string>): Promise<Client> {
  const client = await connect(port, query);
  if (typeof client === "number") throw new Error(`refused with ${client}`);
  return client;
}

/** Sends a subscribe and waits for its answer: "subscribed", or the error the server sends back. */
export async function subscribe(client: Client, topic: string): Promise<ServerMessage> {
  const answer = Promise.race([client.next("subscribed"), client.next("error")]);
  client.socket.send(JSON.stringify({ action: "subscribe", topic }));
  return answer;
}
