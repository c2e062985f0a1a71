import type { AddressInfo } from "node:net";
import type { APIGatewayProxyEventV2, Context } from "aws-lambda";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { handler as lambda } from "@pos/functions/http";
import { createLocalHttpServer, type LocalHttpServer } from "@pos/functions/local/http-server";
import { handler as websocketMessage } from "@pos/functions/realtime/default";
import { assertProperty, hostileValue } from "../support/fuzz-inputs";
import { procedures } from "../support/procedures";
import { makeCompany, makeDevice } from "../support/world";

/** Bodies no client of ours sends: broken JSON, superjson meta that walks into prototypes, deep nesting. */
const fixedBodies = [
  "",
  "{",
  "[",
  "null",
  '{"json":',
  "\u0000",
  "[".repeat(100_000),
  `{"json":${"[".repeat(5_000)}${"]".repeat(5_000)}}`,
  '{"json":{"a":1},"meta":{"values":{"__proto__.polluted":["undefined"]}}}',
  '{"json":{"a":1},"meta":{"values":{"a.__proto__.polluted":["undefined"]}}}',
  '{"json":{"companyId":1},"meta":{"values":{"companyId":[["custom","__proto__"]]}}}',
  '{"json":{"a":{}},"meta":{"referentialEqualities":{"a":["__proto__.polluted"]}}}',
  '{"json":{"a":1},"meta":{"values":{"constructor.prototype.polluted":["undefined"]}}}',
  '{"json":{"a":1},"meta":{"values":"x"}}',
  '{"json":{"a":1},"meta":{"values":{"a":["class","Nope"]}}}',
  '{"__proto__":{"isAdmin":true},"json":{"companyId":1}}',
  '{"0":{"json":null},"__proto__":{"json":1}}',
];

const body: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...fixedBodies),
  fc.string(),
  hostileValue.map((value) => {
    try {
      return JSON.stringify({ json: value }) ?? "";
    } catch {
      return "{}";
    }
  }),
);

/** What the client sees: the HTTP status and, for JSON answers, any tRPC error code inside. */
function outcome(status: number, text: string): { status: number; codes: string[] } {
  return { status, codes: [...text.matchAll(/"code":"([A-Z_]+)"/g)].map((match) => match[1] ?? "") };
}

const safe = (where: string, result: { status: number; codes: string[] }) => {
  expect(result.status, where).toBeLessThan(500);
  expect(result.codes, where).not.toContain("INTERNAL_SERVER_ERROR");
};

function lambdaEvent(
  method: string,
  path: string,
  query: string,
  text: string | undefined,
): APIGatewayProxyEventV2 {
  return {
    version: "2.0",
    routeKey: "ANY /trpc/{proxy+}",
    rawPath: `/trpc/${path}`,
    rawQueryString: query,
    queryStringParameters: Object.fromEntries(new URLSearchParams(query)),
    headers: { "content-type": "application/json" },
    pathParameters: { proxy: path },
    requestContext: {
      accountId: "123456789012",
      apiId: "api",
      domainName: "api.example.com",
      domainPrefix: "api",
      http: {
        method,
        path: `/trpc/${path}`,
        protocol: "HTTP/1.1",
        sourceIp: "203.0.113.9",
        userAgent: "fuzz",
      },
      requestId: "request",
      routeKey: "ANY /trpc/{proxy+}",
      stage: "$default",
      time: "21/Nov/2026:10:00:00 +0000",
      timeEpoch: 0,
    },
    body: text,
    isBase64Encoded: false,
  };
}

let local: LocalHttpServer;
let origin: string;

beforeAll(async () => {
  local = createLocalHttpServer({ webDist: "/nonexistent" });
  await local.listen(0, "127.0.0.1");
  origin = `127.0.0.1:${(local.server.address() as AddressInfo).port}`;
  process.env.WS_MANAGEMENT_ENDPOINT = `http://${origin}`;
});

afterAll(() => local.close());

/** Each procedure once by its own method, then some by the other; batches of two as well. */
const requests = fc.record({
  path: fc.oneof(
    fc.constantFrom(...procedures.map((procedure) => procedure.path)),
    fc
      .tuple(
        fc.constantFrom(...procedures.map((procedure) => procedure.path)),
        fc.constantFrom("auth.signIn"),
      )
      .map(([first, second]) => `${first},${second}`),
  ),
  method: fc.constantFrom("GET", "POST"),
  batch: fc.boolean(),
  body,
});

describe("fuzzing the transports", () => {
  it("the local server answers malformed bodies, queries and superjson meta with a 4xx, never a 5xx", async () => {
    const send = async (method: string, path: string, batch: boolean, text: string) => {
      const query = new URLSearchParams({
        ...(batch ? { batch: "1" } : {}),
        ...(method === "GET" ? { input: text } : {}),
      });
      const response = await fetch(`http://${origin}/trpc/${path}?${query}`, {
        method,
        headers: { "content-type": "application/json" },
        body: method === "POST" ? text : undefined,
      });
      return outcome(response.status, await response.text());
    };
    for (const { path, type } of procedures)
      for (const text of fixedBodies.slice(8, 12))
        safe(`${type} ${path} ${text}`, await send(type === "query" ? "GET" : "POST", path, false, text));
    await assertProperty(
      fc.asyncProperty(requests, async ({ path, method, batch, body: text }) =>
        safe(`${method} ${path} ${text.slice(0, 200)}`, await send(method, path, batch, text)),
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it("the Lambda handler does the same", async () => {
    await assertProperty(
      fc.asyncProperty(requests, async ({ path, method, batch, body: text }) => {
        const query = new URLSearchParams({
          ...(batch ? { batch: "1" } : {}),
          ...(method === "GET" ? { input: text } : {}),
        }).toString();
        const result = await lambda(
          lambdaEvent(method, path, query, method === "POST" ? text : undefined),
          {} as Context,
        );
        safe(`${method} ${path} ${text.slice(0, 200)}`, outcome(result.statusCode ?? 0, result.body ?? ""));
      }),
      { numRuns: 150 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  }, 60_000);

  it("the websocket's $default handler answers invalid messages with a 4xx, and the socket stays usable", async () => {
    const { company, location } = await makeCompany();
    const device = await makeDevice(company.id, location.id);
    const messages = fc.oneof(
      fc.constantFrom(
        '{"action":"subscribe","topic":"__proto__"}',
        '{"action":"subscribe","topic":"constructor"}',
        '{"action":"__proto__"}',
        '{"__proto__":{"action":"ping"}}',
        '{"action":"subscribe","topic":["paymentQueue"]}',
        `{"action":"subscribe","topic":"${"x".repeat(100_000)}"}`,
        "[".repeat(100_000),
      ),
      body,
      fc
        .record({ action: fc.constantFrom("subscribe", "unsubscribe", "ping", "x"), topic: hostileValue })
        .map((message) => JSON.stringify(message) ?? ""),
    );
    await assertProperty(
      fc.asyncProperty(messages, async (text) => {
        const result = await websocketMessage({
          requestContext: { connectionId: "fuzz-connection" },
          body: text,
        } as Parameters<typeof websocketMessage>[0]);
        expect(result.statusCode, text.slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );

    const query = new URLSearchParams({
      tenantId: String(company.id),
      retailerId: location.id,
      authorization: device.token,
    });
    const socket = new WebSocket(`ws://${origin}/ws?${query}`);
    const received: { event: string; data: unknown }[] = [];
    socket.on("message", (data) =>
      received.push(JSON.parse(String(data)) as { event: string; data: unknown }),
    );
    await new Promise((resolve) => socket.once("open", resolve));
    const answer = async (event: string) => {
      await expect.poll(() => received.some((message) => message.event === event)).toBe(true);
      return received.splice(0);
    };
    socket.send('{"action":"subscribe","topic":"__proto__"}');
    expect(await answer("error")).toEqual([
      {
        topic: "system",
        event: "error",
        data: { message: "Unknown message: send subscribe, unsubscribe or ping" },
      },
    ]);
    socket.send('{"action":"ping"}');
    await answer("pong");
    socket.close();
  }, 60_000);
});
