import type { APIGatewayProxyEventV2, Context } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { maxBatchSize } from "@pos/core/common/batching";
import { handler } from "@pos/functions/http";
import { makeCompany, strongPassword } from "../support/world";

function httpEvent(
  method: string,
  rawPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyEventV2 {
  return {
    version: "2.0",
    routeKey: rawPath.startsWith("/trpc/") ? "ANY /trpc/{proxy+}" : `GET ${rawPath}`,
    rawPath,
    rawQueryString: "",
    headers: { "content-type": "application/json", ...headers },
    pathParameters: rawPath.startsWith("/trpc/") ? { proxy: rawPath.slice("/trpc/".length) } : undefined,
    requestContext: {
      accountId: "123456789012",
      apiId: "api",
      domainName: "api.example.com",
      domainPrefix: "api",
      http: {
        method,
        path: rawPath,
        protocol: "HTTP/1.1",
        sourceIp: "203.0.113.7",
        userAgent: "vitest",
      },
      requestId: "request",
      routeKey: "ANY /trpc/{proxy+}",
      stage: "$default",
      time: "21/Nov/2026:10:00:00 +0000",
      timeEpoch: 0,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
  };
}

const context = {} as Context;

describe("the Lambda HTTP handler", () => {
  it("answers GET /ping with the commit", async () => {
    const result = await handler(httpEvent("GET", "/ping"), context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? "")).toEqual({
      commit: process.env.COMMIT ?? "dev",
    });
  });

  it("answers GET /health with the commit and a database that answers", async () => {
    const result = await handler(httpEvent("GET", "/health"), context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? "")).toEqual({ commit: process.env.COMMIT ?? "dev", database: "ok" });
  });

  it("signs in and reads the company through an API Gateway v2 event against DynamoDB Local", async () => {
    const { owner, company } = await makeCompany();
    const signIn = await handler(
      httpEvent("POST", "/trpc/auth.signIn", {
        json: { email: owner.email, password: strongPassword },
      }),
      context,
    );
    expect(signIn.statusCode).toBe(200);
    const token = JSON.parse(signIn.body ?? "").result.data.json.token as string;
    const input = encodeURIComponent(JSON.stringify({ json: { companyId: company.id } }));
    const read = await handler(
      {
        ...httpEvent("GET", "/trpc/company.getById", undefined, {
          authorization: `Bearer ${token}`,
        }),
        rawQueryString: `input=${input}`,
        queryStringParameters: { input: decodeURIComponent(input) },
      },
      context,
    );
    expect(read.statusCode).toBe(200);
    expect(JSON.parse(read.body ?? "").result.data.json).toMatchObject({
      id: company.id,
      name: company.name,
    });
  });

  it("answers bad input with 400, the app code and the zod issues", async () => {
    const result = await handler(
      httpEvent("POST", "/trpc/auth.signIn", {
        json: { email: "", password: "" },
      }),
      context,
    );
    expect(result.statusCode).toBe(400);
    const error = JSON.parse(result.body ?? "").error.json;
    expect(error.message).toBe("Please enter an email");
    expect(error.data.appCode).toBe("INVALID_INPUT");
    expect(error.data.zodIssues.map((issue: { path: string[] }) => issue.path.join("."))).toContain(
      "password",
    );
  });

  it("refuses a sign-in in a batch and a batch over the maximum, checking no password", async () => {
    const { owner } = await makeCompany();
    const batchOf = (count: number) => ({
      ...httpEvent(
        "POST",
        `/trpc/${Array(count).fill("auth.signIn").join(",")}`,
        Object.fromEntries(
          Array.from({ length: count }, (_, index) => [
            index,
            { json: { email: owner.email, password: `Wrong#Pass${index}` } },
          ]),
        ),
      ),
      rawQueryString: "batch=1",
      queryStringParameters: { batch: "1" },
    });
    for (const count of [2, maxBatchSize + 1, 200]) {
      const result = await handler(batchOf(count), context);
      expect(result.statusCode, String(count)).toBe(400);
    }
    const signIn = await handler(
      httpEvent("POST", "/trpc/auth.signIn", { json: { email: owner.email, password: strongPassword } }),
      context,
    );
    expect(signIn.statusCode).toBe(200);
  });
});
