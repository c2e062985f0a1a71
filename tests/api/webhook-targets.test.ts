import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createExternalSource } from "@pos/core/integrations/external-sources";
import { WebhookSubscription } from "@pos/core/webhooks/webhook.entity";
import { pinnedLookup, RefusedTargetError, webhookAgents } from "@pos/core/webhooks/pinned-lookup";
import { refusedTargetMessage, sendWebhook } from "@pos/core/webhooks/send";
import { webhookMessages } from "@pos/core/webhooks/webhook.schema";
import { callerFor, failureOf, makeCompany, makeUser, uniqueName } from "../support/world";

/**
 * Refusal happens before any connection: these tests never send traffic beyond loopback. Targets elsewhere are
 * only saved (and refused), never delivered to; "a name that resolves inward" is `localhost`.
 */
let connections = 0;
let requests = 0;
const receiver: Server = createServer((_req, res) => {
  requests += 1;
  res.writeHead(204).end();
});
receiver.on("connection", () => (connections += 1));
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
afterEach(() => {
  process.env.WEBHOOKS_ALLOW_LOOPBACK = "true";
});

const withoutLoopback = () => {
  process.env.WEBHOOKS_ALLOW_LOOPBACK = "false";
};

const delivery = (url: string) => sendWebhook({ url, deliveryId: "whd_test", body: "{}", secret: null });

describe("webhook targets", () => {
  it("refuses to save URLs leading inside, with one message, and writes nothing", async () => {
    withoutLoopback();
    const { company } = await makeCompany();
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const source = await createExternalSource({ name: uniqueName("Integrator") });
    const base = { companyId: company.id, eventType: "payment.completed" as const, integratorId: source.id };
    for (const url of [
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.1/hook",
      "https://192.168.0.1/hook",
      "http://127.0.0.1:8000/",
      "http://localhost:8000/",
      "https://[::1]:8000/",
      "https://[::ffff:169.254.169.254]/",
      "https://[fd00:ec2::254]/",
      "https://100.64.0.1/",
    ]) {
      expect(await failureOf(admin.webhooks.create({ ...base, url })), url).toEqual({
        code: "BAD_REQUEST",
        appCode: "INVALID_INPUT",
        message: webhookMessages.urlNotPublic,
      });
    }
    const stored = await WebhookSubscription.query
      .byCompany({ companyId: company.id })
      .go({ consistent: true });
    expect(stored.data).toEqual([]);
    await expect(
      admin.webhooks.create({ ...base, url: "https://hooks.example.com/pos" }),
    ).resolves.toMatchObject({ companyData: { url: "https://hooks.example.com/pos" } });
  });

  it("accepts a receiver on this machine only behind the local setting, and never a private one", async () => {
    const { company } = await makeCompany();
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const source = await createExternalSource({ name: uniqueName("Integrator") });
    const base = { companyId: company.id, eventType: "payment.completed" as const, integratorId: source.id };
    await expect(
      admin.webhooks.create({ ...base, url: `http://127.0.0.1:${port}/hook` }),
    ).resolves.toBeDefined();
    expect((await failureOf(admin.webhooks.create({ ...base, url: "https://10.0.0.1/hook" }))).message).toBe(
      webhookMessages.urlNotPublic,
    );
  });

  it("does not connect to a loopback receiver without the setting, and logs a generic refusal", async () => {
    withoutLoopback();
    const before = { connections, requests };
    const listening = await delivery(`http://127.0.0.1:${port}/hook`);
    const closedPort = await delivery("http://127.0.0.1:1/hook");
    const byName = await delivery(`http://localhost:${port}/hook`);
    for (const attempt of [listening, closedPort, byName])
      expect(attempt).toMatchObject({ ok: false, statusCode: null, error: refusedTargetMessage });
    expect({ connections, requests }).toEqual(before);
  });

  it("pins the connection to the checked address: a name that resolves inward is refused before connecting", async () => {
    withoutLoopback();
    const refused = await new Promise<unknown>((resolve) =>
      pinnedLookup("localhost", { all: false }, (error) => resolve(error)),
    );
    expect(refused).toBeInstanceOf(RefusedTargetError);
    const before = { connections, requests };
    const outcome = await new Promise<unknown>((resolve) => {
      const outgoing = request(`http://localhost:${port}/hook`, { agent: webhookAgents["http:"] }, () =>
        resolve("connected"),
      );
      outgoing.on("error", resolve);
      outgoing.end();
    });
    expect(outcome).toBeInstanceOf(RefusedTargetError);
    expect({ connections, requests }).toEqual(before);
  });

  it("delivers to a loopback receiver behind the setting, through the same pinned lookup", async () => {
    const resolved = await new Promise<unknown>((resolve) =>
      pinnedLookup("localhost", { all: true }, (_error, addresses) => resolve(addresses)),
    );
    expect(resolved).toContainEqual(
      expect.objectContaining({ address: expect.stringMatching(/^(127\.|::1$)/) }),
    );
    const before = requests;
    expect(await delivery(`http://localhost:${port}/hook`)).toMatchObject({
      ok: true,
      statusCode: 204,
      error: null,
    });
    expect(requests).toBe(before + 1);
  });
});
