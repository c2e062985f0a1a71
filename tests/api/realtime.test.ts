import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publish } from "@pos/core/realtime/publisher";
import type { LocalHttpServer } from "@pos/functions/local/http-server";
import {
  connect as connectTo,
  connected,
  startGateway,
  subscribe,
  type Client,
} from "../support/realtime-client";
import { makeCompany, makeDevice } from "../support/world";

let local: LocalHttpServer;
let port: number;

beforeAll(async () => {
  ({ local, port } = await startGateway());
});

afterAll(() => local.close());

const connect = (query: Record<string, string>) => connectTo(port, query);

async function subscribed(query: Record<string, string>): Promise<Client> {
  const client = await connected(port, query);
  await subscribe(client, "devices");
  return client;
}

describe("real-time", () => {
  it("a message published for a company reaches its clients and never another company's", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const clientA = await subscribed({ tenantId: String(a.company.id), authorization: a.owner.token });
    const clientB = await subscribed({ tenantId: String(b.company.id), authorization: b.owner.token });
    const arrival = clientA.next("offline");
    const result = await publish({
      companyId: a.company.id,
      topic: "devices",
      event: "offline",
      data: { deviceId: "QW-1" },
    });
    expect(result).toEqual({ delivered: 1, removed: 0 });
    expect(await arrival).toEqual({ topic: "devices", event: "offline", data: { deviceId: "QW-1" } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(clientB.messages.map((message) => message.event)).toEqual(["subscribed"]);
    clientA.socket.close();
    clientB.socket.close();
  });

  it("refuses a bad token, another company's tenant id, and a register at another location", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    expect(await connect({ tenantId: String(a.company.id), authorization: "forged" })).toBe(401);
    expect(await connect({ tenantId: String(b.company.id), authorization: a.owner.token })).toBe(403);
    const device = await makeDevice(a.company.id, a.location.id);
    expect(
      await connect({ tenantId: String(a.company.id), retailerId: "elsewhere", authorization: device.token }),
    ).toBe(403);
    const register = await connect({
      tenantId: String(a.company.id),
      retailerId: a.location.id,
      authorization: device.token,
    });
    expect(typeof register).toBe("object");
    if (typeof register === "object") register.socket.close();
  });

  it("drops a connection that is gone when publishing to it", async () => {
    const { company, owner } = await makeCompany();
    const client = await subscribed({ tenantId: String(company.id), authorization: owner.token });
    client.socket.terminate();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const result = await publish({ companyId: company.id, topic: "devices", event: "offline", data: {} });
    expect(result.delivered).toBe(0);
  });
});

describe("the local HTTP server", () => {
  it("keeps the sign-in limit per client address when X-Forwarded-For is forged", async () => {
    const { owner } = await makeCompany();
    const signIn = (password: string, forwardedFor: string) =>
      fetch(`http://127.0.0.1:${port}/trpc/auth.signIn`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        body: JSON.stringify({
          json: { email: `guess-${forwardedFor}@test.example`.replace(/[^\w@.-]/g, ""), password },
        }),
      });
    const { signInLimits } = await import("@pos/core/auth/sign-in-limits");
    const { RateWindow } = await import("@pos/core/auth/rate-window.entity");
    await RateWindow.delete({ scope: "signInAddress", key: "127.0.0.1" }).go();
    for (let attempt = 0; attempt < signInLimits.perAddress; attempt += 1) {
      expect((await signIn("Wrong#Pass1", `198.51.100.${attempt}`)).status).toBe(401);
    }
    const real = await fetch(`http://127.0.0.1:${port}/trpc/auth.signIn`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.99" },
      body: JSON.stringify({ json: { email: owner.email, password: owner.password } }),
    });
    expect(real.status).toBe(429);
    await RateWindow.delete({ scope: "signInAddress", key: "127.0.0.1" }).go();
  });
});
