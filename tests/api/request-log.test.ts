// Observability (issue 16): one structured JSON line per call in both runtimes (the Lambda handler and the local
// HTTP server, through the same tRPC middleware), and the external-source API's response checked by `.output()`.
import type { AddressInfo } from "node:net";
import type { APIGatewayProxyEventV2, Context as LambdaContext } from "aws-lambda";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PaymentQueue } from "@pos/core/payment-queue/payment-queue.entity";
import { handler } from "@pos/functions/http";
import { createLocalHttpServer } from "@pos/functions/local/http-server";
import { createContext } from "@pos/functions/trpc/context";
import { requestLog, type RequestLogLine } from "@pos/functions/trpc/request-log";
import { makeSource, queueWorld } from "../support/queue-world";
import { createCaller, failureOf, makeCompany, randomAddress } from "../support/world";

let lines: RequestLogLine[] = [];
beforeEach(() => {
  lines = [];
  vi.spyOn(requestLog, "write").mockImplementation((line) => {
    lines.push(JSON.parse(line) as RequestLogLine);
  });
});
afterEach(() => vi.restoreAllMocks());

const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

function lambdaEvent(rawPath: string, token: string, query: string): APIGatewayProxyEventV2 {
  return {
    version: "2.0",
    routeKey: "ANY /trpc/{proxy+}",
    rawPath,
    rawQueryString: `input=${encodeURIComponent(query)}`,
    queryStringParameters: { input: query },
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    pathParameters: { proxy: rawPath.slice("/trpc/".length) },
    requestContext: {
      accountId: "123456789012",
      apiId: "api",
      domainName: "api.example.com",
      domainPrefix: "api",
      http: {
        method: "GET",
        path: rawPath,
        protocol: "HTTP/1.1",
        sourceIp: "203.0.113.7",
        userAgent: "vitest",
      },
      requestId: "gateway-id",
      routeKey: "ANY /trpc/{proxy+}",
      stage: "$default",
      time: "21/Nov/2026:10:00:00 +0000",
      timeEpoch: 0,
    },
    isBase64Encoded: false,
  };
}

describe("request logs", () => {
  it("the Lambda writes exactly one line per request: id, actor, procedure, duration, outcome", async () => {
    const { owner, company } = await makeCompany();
    const query = JSON.stringify({ json: { companyId: company.id } });
    const context = { awsRequestId: "lambda-req-1" } as LambdaContext;
    const result = await handler(lambdaEvent("/trpc/company.getById", owner.token, query), context);
    expect(result.statusCode).toBe(200);
    const [line, ...more] = linesOf("lambda-req-1");
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      requestId: "lambda-req-1",
      actor: `user:${owner.userId}`,
      procedure: "company.getById",
      type: "query",
      outcome: "ok",
      code: null,
    });
    expect(line?.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(line?.time ?? "")).not.toBeNaN();
  });

  it("the local HTTP server writes the same line, with the error code of a refused call", async () => {
    const { owner } = await makeCompany();
    const other = await makeCompany();
    const local = createLocalHttpServer({ webDist: "/nonexistent" });
    await local.listen(0, "127.0.0.1");
    try {
      const { port } = local.server.address() as AddressInfo;
      const input = encodeURIComponent(JSON.stringify({ json: { companyId: other.company.id } }));
      const response = await fetch(`http://127.0.0.1:${port}/trpc/company.getById?input=${input}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(response.status).toBe(403);
    } finally {
      await local.close();
    }
    const mine = lines.filter((line) => line.actor === `user:${owner.userId}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      procedure: "company.getById",
      type: "query",
      outcome: "error",
      code: "FORBIDDEN",
    });
    expect(mine[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs bad input with its code, and nothing for direct callers without a request id", async () => {
    const caller = createCaller(
      await createContext({ authorization: undefined, sourceIp: randomAddress(), requestId: "bad-input-1" }),
    );
    expect((await failureOf(caller.auth.signIn({ email: "not-an-email", password: "" }))).code).toBe(
      "BAD_REQUEST",
    );
    expect(linesOf("bad-input-1")).toEqual([
      expect.objectContaining({
        actor: null,
        procedure: "auth.signIn",
        outcome: "error",
        code: "INVALID_INPUT",
      }),
    ]);
    const direct = createCaller(await createContext({ authorization: undefined, sourceIp: randomAddress() }));
    await failureOf(direct.auth.signIn({ email: "not-an-email", password: "" }));
    expect(lines).toHaveLength(1);
  });
});

describe("the external-source API's response schema", () => {
  it("a response that breaks the contract is an internal error, never sent as it is", async () => {
    const { products, line, companyId, location } = await queueWorld();
    const source = await makeSource([companyId]);
    const order = {
      companyId,
      locationId: location.id,
      orderType: "pickup" as const,
      externalOrderId: "W-OUT-1",
      paymentLines: [line(products.gummies.productId, 1, 1000)],
    };
    const created = await source.caller.integrations.createOnlineOrder(order);
    expect(created.total).toBe(1000);
    // The stored entry goes wrong (a negative total): sending the same order again returns it, and the output
    // schema stops it.
    await PaymentQueue.patch({ companyId, paymentQueueId: created.id }).set({ total: -5 }).go();
    const logged = createCaller(
      await createContext({
        authorization: undefined,
        apiKey: source.apiKey,
        sourceIp: randomAddress(),
        requestId: "output-1",
      }),
    );
    expect(await failureOf(logged.integrations.createOnlineOrder(order))).toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
      appCode: "INTERNAL",
    });
    expect(linesOf("output-1")).toEqual([
      expect.objectContaining({
        level: "error",
        actor: "api-key",
        procedure: "integrations.createOnlineOrder",
        type: "mutation",
        outcome: "error",
        code: "INTERNAL",
      }),
    ]);
  });
});
