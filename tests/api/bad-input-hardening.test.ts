import type { APIGatewayProxyEventV2, Context } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { handler } from "@pos/functions/http";
import { Device } from "@pos/core/device/device.entity";
import { callerFor, failureOf, makeCompany, makeDevice, makeUser } from "../support/world";

const megabyte = "x".repeat(1_000_000);

function post(path: string, body: string): APIGatewayProxyEventV2 {
  return {
    version: "2.0",
    routeKey: "ANY /trpc/{proxy+}",
    rawPath: `/trpc/${path}`,
    rawQueryString: "",
    headers: { "content-type": "application/json" },
    pathParameters: { proxy: path },
    requestContext: {
      accountId: "123456789012",
      apiId: "api",
      domainName: "api.example.com",
      domainPrefix: "api",
      http: {
        method: "POST",
        path: `/trpc/${path}`,
        protocol: "HTTP/1.1",
        sourceIp: "203.0.113.8",
        userAgent: "vitest",
      },
      requestId: "request",
      routeKey: "ANY /trpc/{proxy+}",
      stage: "$default",
      time: "21/Nov/2026:10:00:00 +0000",
      timeEpoch: 0,
    },
    body,
    isBase64Encoded: false,
  };
}

describe("bad input found by the attack (issue 14, item 3)", () => {
  it("unknown ids in the admin's deactivations are NOT_FOUND and change nothing", async () => {
    const { company, location } = await makeCompany();
    const device = await makeDevice(company.id, location.id);
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    expect(await failureOf(admin.admin.deactivateUser({ userId: "no-such-user" }))).toEqual({
      code: "NOT_FOUND",
      appCode: "NOT_FOUND",
      message: "User not found",
    });
    expect(
      await failureOf(admin.admin.deactivateDevice({ companyId: company.id, deviceId: "no-such-device" })),
    ).toMatchObject({ code: "NOT_FOUND", message: "Device not found" });
    expect(
      (await Device.query.byCompany({ companyId: company.id }).go()).data.map((item) => item.deviceId),
    ).toEqual([device.deviceId]);
  });

  it("1 MB ids are refused as bad input before they reach a DynamoDB key", async () => {
    const { company } = await makeCompany();
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const companyId = company.id;
    const webhook = {
      companyId,
      eventType: "payment.completed" as const,
      url: "https://hooks.example.com/x",
    };
    const calls = [
      () => admin.webhooks.update({ ...webhook, combineSortKey: megabyte, integratorId: "i" }),
      () => admin.webhooks.delete({ companyId, combineSortKey: megabyte }),
      () => admin.webhooks.create({ ...webhook, integratorId: megabyte }),
      () => admin.webhooks.create({ ...webhook, integratorId: "i", locationId: megabyte }),
      () => admin.admin.deactivateUser({ userId: megabyte }),
      () => admin.adminCompanies.undeleteLocation({ companyId, locationId: megabyte }),
    ];
    for (const call of calls) expect((await failureOf(call())).code).toBe("BAD_REQUEST");
  });

  it("tRPC's own parse errors keep their code: a malformed body or a superjson __proto__ path is a 400", async () => {
    for (const body of ["{", '{"json":{"a":1},"meta":{"values":{"__proto__.polluted":["undefined"]}}}']) {
      const result = await handler(post("auth.signIn", body), {} as Context);
      expect(result.statusCode, body).toBe(400);
      expect(JSON.parse(result.body ?? "").error.json.data).toMatchObject({
        code: "BAD_REQUEST",
        appCode: "INVALID_INPUT",
      });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
