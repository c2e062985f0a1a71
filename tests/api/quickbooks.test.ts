import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "@pos/core/common/clock";
import { setPermissionFlag } from "@pos/core/company/feature-flags";
import { IntegrationConnection } from "@pos/core/integrations/integration-connection.entity";
import { runQbDailySync } from "@pos/core/integrations/quickbooks/qb-sync";
import { qbMessages } from "@pos/core/integrations/quickbooks/qb.schema";
import { localDay } from "@pos/core/payments/payment-lists.schema";
import { runRollupJob } from "@pos/core/reports/rollup-job";
import { integrationSimulatorEnv } from "@pos/functions/local/provider-simulator/integration-env";
import {
  startProviderSimulator,
  type ProviderSimulator,
} from "@pos/functions/local/provider-simulator/server";
import { sell, saleWorld } from "../support/sale-world";
import { callerFor, failureOf, makeUser } from "../support/world";

let simulator: ProviderSimulator;
let env: Record<string, string>;
beforeAll(async () => {
  simulator = await startProviderSimulator();
  env = integrationSimulatorEnv(simulator, {});
  Object.assign(process.env, env, { INTEGRATION_TIMEOUT_MS: "1000" });
});
afterAll(async () => {
  setClock(null);
  for (const name of [...Object.keys(env), "INTEGRATION_TIMEOUT_MS"]) delete process.env[name];
  await simulator.stop();
});

/** What the user's browser does on the simulator's consent page: Connect, then follow the redirect back. */
async function approveInSimulator(authorizeUrl: string) {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const href = /href="([^"]*approve[^"]*)"/.exec(await page.text())![1]!.replace(/&#38;/g, "&");
  const answer = await fetch(new URL(href, simulator.url), { redirect: "manual" });
  const back = new URL(answer.headers.get("location")!);
  return {
    redirect: `${back.origin}${back.pathname}`,
    code: back.searchParams.get("code")!,
    state: back.searchParams.get("state")!,
    realmId: back.searchParams.get("realmId")!,
  };
}

async function qbWorld() {
  const world = await saleWorld({ stock: 20 });
  await setPermissionFlag({ companyId: world.companyId, flag: "canAccessQuickBooks", enabled: true });
  const qb = world.caller.quickBooks;
  const { companyId } = world;
  return {
    ...world,
    qb,
    start: async () => approveInSimulator((await qb.connect({ companyId })).authorizeUrl),
  };
}

const accounts = {
  sales: "1",
  tax: "4",
  discounts: "2",
  refunds: "3",
  tenders: "5",
  tenderAccounts: { cash: "6" },
};

async function connected() {
  const world = await qbWorld();
  const answer = await world.start();
  await world.qb.callback({ companyId: world.companyId, ...answer });
  return world;
}

const connectionOf = async (companyId: number) =>
  (await IntegrationConnection.get({ companyId, kind: "quickBooks" }).go({ consistent: true })).data;

describe("QuickBooks OAuth", () => {
  it("needs the company's QuickBooks flag", async () => {
    const world = await saleWorld();
    expect(await failureOf(world.caller.quickBooks.connect({ companyId: world.companyId }))).toMatchObject({
      appCode: "FORBIDDEN",
    });
  });

  it("connects through the consent page with a signed, single-use state, keeping the tokens sealed", async () => {
    const world = await qbWorld();
    const answer = await world.start();
    expect(answer.redirect).toBe(
      new URL("/quickBooksCallback", process.env.APP_URL ?? "http://localhost:3000").toString(),
    );
    expect(answer.state.split(".")[0]).toBe(String(world.companyId));
    expect(await world.qb.callback({ companyId: world.companyId, ...answer })).toEqual({
      realmId: answer.realmId,
    });
    const stored = await connectionOf(world.companyId);
    expect(stored?.realmId).toBe(answer.realmId);
    expect(stored?.accessTokenSealed).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain("sim-at-");
    expect(await failureOf(world.qb.callback({ companyId: world.companyId, ...answer }))).toMatchObject({
      appCode: "INVALID_INPUT",
      message: qbMessages.badState,
    });
  });

  it("refuses a forged state, another user's state and a cancelled consent", async () => {
    const world = await qbWorld();
    const answer = await world.start();
    const forged = `${world.companyId}.${answer.state.split(".")[1]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    expect(
      await failureOf(world.qb.callback({ companyId: world.companyId, ...answer, state: forged })),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: qbMessages.badState });
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    expect(
      await failureOf(admin.quickBooks.callback({ companyId: world.companyId, ...answer })),
    ).toMatchObject({ message: qbMessages.badState });
    const cancelled = await world.start();
    expect(
      await failureOf(
        world.qb.callback({ companyId: world.companyId, state: cancelled.state, error: "access_denied" }),
      ),
    ).toMatchObject({ message: qbMessages.denied });
    expect(await connectionOf(world.companyId)).toBeNull();
  });

  it("refuses bad client credentials at the code exchange, writing nothing", async () => {
    const world = await qbWorld();
    const answer = await world.start();
    process.env.QUICKBOOKS_CLIENT_SECRET = "invalid-secret";
    try {
      expect(await failureOf(world.qb.callback({ companyId: world.companyId, ...answer }))).toMatchObject({
        appCode: "INVALID_INPUT",
        message: qbMessages.refused,
      });
    } finally {
      process.env.QUICKBOOKS_CLIENT_SECRET = env.QUICKBOOKS_CLIENT_SECRET;
    }
    expect(await connectionOf(world.companyId)).toBeNull();
  });
});

describe("QuickBooks settings and the daily journal", () => {
  it("maps accounts of the connected company only, and refreshes an expired token to read them", async () => {
    const world = await connected();
    simulator.quickBooks.inject({ mode: "expire-tokens" });
    const settings = await world.qb.settings({ companyId: world.companyId });
    expect(settings.accountsError).toBeNull();
    expect(settings.qbAccounts.map((account) => account.name)).toContain("Sales of Product Income");
    expect(
      await failureOf(
        world.qb.setAccounts({ companyId: world.companyId, accounts: { ...accounts, tax: "999" } }),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: qbMessages.unknownAccount });
    const saved = await world.qb.setAccounts({ companyId: world.companyId, accounts });
    expect(saved.connection?.accounts).toEqual(accounts);
  });

  it("syncs an ended day once as a balanced journal entry, after a rate limit and a time-out are logged", async () => {
    const world = await connected();
    await world.qb.setAccounts({ companyId: world.companyId, accounts });
    await sell(world, [{ productId: world.products.gummies.productId, quantity: 2 }]);
    await sell(
      world,
      [{ productId: world.products.flower.productId, quantity: 1 }],
      [{ paymentTypeId: "debit", amount: 3920 }],
    );
    while ((await runRollupJob()).events > 0);
    const day = localDay(new Date(), "America/Toronto");
    expect(await failureOf(world.qb.syncDay({ companyId: world.companyId, day }))).toMatchObject({
      message: qbMessages.notClosed,
    });
    setClock({ now: () => new Date(Date.now() + 86_400_000) });
    try {
      simulator.quickBooks.inject({ mode: "rate-limit", retryAfterSeconds: 20 });
      const limited = await world.qb.syncDay({ companyId: world.companyId, day });
      expect(limited).toMatchObject({ status: "failed", attempts: 1 });
      expect(limited.error).toContain("try again in 20 s");
      simulator.quickBooks.inject({ mode: "timeout", delayMs: 1500 });
      expect(await world.qb.syncDay({ companyId: world.companyId, day })).toMatchObject({
        status: "failed",
        error: "QuickBooks did not answer in time",
      });
      const synced = await world.qb.syncDay({ companyId: world.companyId, day });
      expect(synced).toMatchObject({ status: "synced", attempts: 3 });
      expect(synced.amounts).toMatchObject({ sales: 2598 + 3500, tax: 130 + 420, discounts: 0, refunds: 0 });
      expect(synced.amounts?.tenders).toBe(2598 + 130 + 3920);
      const again = await world.qb.syncDay({ companyId: world.companyId, day });
      expect(again.journalEntryId).toBe(synced.journalEntryId);
      await runQbDailySync();
      const entries = [...simulator.quickBooks.journalEntries.values()].filter((entry) =>
        entry.requestId.startsWith(`greenline-${world.companyId}-`),
      );
      expect(entries).toHaveLength(1);
      const lines = entries[0]!.JournalEntry.Line;
      const total = (type: string) =>
        lines
          .filter((line) => line.JournalEntryLineDetail.PostingType === type)
          .reduce((sum, line) => sum + Math.round(line.Amount * 100), 0);
      expect(total("Debit")).toBe(total("Credit"));
      expect(lines.find((line) => line.JournalEntryLineDetail.AccountRef.value === "6")?.Amount).toBe(27.28);
      const log = await world.qb.log({ companyId: world.companyId });
      expect(log.items[0]).toMatchObject({ day, status: "synced", journalEntryId: synced.journalEntryId });
    } finally {
      setClock(null);
    }
  });
});

describe("admin v2/integrations", () => {
  it("lists which companies use which integration with its health, a page at a time, to admins only", async () => {
    const first = await connected();
    const second = await connected();
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const all = [];
    let lastEvaluatedKey: Record<string, string> | null | undefined;
    do {
      const page = await admin.adminIntegrations.list({ kind: "quickBooks", limit: 1, lastEvaluatedKey });
      expect(page.items.length).toBeLessThanOrEqual(1);
      all.push(...page.items);
      lastEvaluatedKey = page.lastEvaluatedKey;
    } while (lastEvaluatedKey);
    const mine = all.filter((row) => [first.companyId, second.companyId].includes(row.companyId));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ kind: "quickBooks", status: "healthy", account: expect.any(String) });
    expect(await failureOf(first.caller.adminIntegrations.list({}))).toMatchObject({ appCode: "FORBIDDEN" });
  });
});
