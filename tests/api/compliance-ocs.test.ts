import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Product } from "@pos/core/catalog/product.entity";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { OcsAttempt, OcsCredentials, OcsPosition } from "@pos/core/compliance/ocs.entity";
import { complianceMessages } from "@pos/core/compliance/compliance.schema";
import { ocsMessages } from "@pos/core/compliance/ocs.schema";
import { runOcsSubmissions } from "@pos/core/compliance/ocs-job";
import { readOcsCredentials } from "@pos/core/compliance/ocs-setup";
import { InventoryLog } from "@pos/core/inventory/inventory-log.entity";
import { receiveStock } from "@pos/core/inventory/receive-stock";
import { readInventoryCompany } from "@pos/core/inventory/stock-targets";
import type { ProviderSimulator } from "@pos/functions/local/provider-simulator/server";
import { productItem, putProducts } from "../support/catalog";
import { complianceCategory, receive } from "../support/compliance-world";
import { gtins, ocsWorld, outboxOf, startSimulator, type OcsWorld } from "../support/ocs-world";
import { sell } from "../support/sale-world";
import { failureOf } from "../support/world";

async function expectAppError(call: Promise<unknown>, appCode: string, message?: string) {
  expect(await failureOf(call)).toMatchObject({ appCode, ...(message ? { message } : {}) });
}

let simulator: ProviderSimulator;
beforeAll(async () => {
  simulator = await startSimulator();
  // Resubmit sends at once through the configured OCS API (the job's runs here pass their client).
  process.env.OCS_API_URL = simulator.ocsUrl;
});
afterAll(async () => {
  setClock(null);
  delete process.env.OCS_API_URL;
  await simulator.stop();
});

async function dayOfSalesAndReceipt(world: OcsWorld) {
  await sell(world, [{ productId: world.products.gummies.productId, quantity: 2 }]);
  await sell(world, [
    { productId: world.products.flower.productId, quantity: 1 },
    { productId: world.products.gummies.productId, quantity: 1 },
  ]);
  await receiveStock(await readInventoryCompany(world.companyId), {
    locationId: world.location.id,
    lines: [{ productId: world.products.gummies.productId, batchId: null, quantity: 12, unitCost: 450 }],
  });
}

describe("OCS events", () => {
  it("writes an Ontario store's day of sales and a receipt into the outbox and submits them to the simulator once", async () => {
    const world = await ocsWorld(simulator);
    await dayOfSalesAndReceipt(world);
    const pending = await outboxOf(world);
    expect(pending.map((entry) => [entry.type, entry.quantityChange, entry.ocsState])).toEqual(
      expect.arrayContaining([
        ["SALE", -2, "pending"],
        ["SALE", -1, "pending"],
        ["SALE", -1, "pending"],
        ["RECEIVE", 12, "pending"],
      ]),
    );
    expect(pending).toHaveLength(4);

    const totals = await world.submit();
    expect(totals).toMatchObject({ accepted: 4, rejected: 0, retry: 0 });
    const sent = pending.map((entry) => simulator.ocs.accepted.get(entry.logId));
    expect(sent.map((event) => event?.event.eventType).sort()).toEqual(["Receiving", "Sale", "Sale", "Sale"]);
    expect(sent.every((event) => event?.hashKey === world.hashKey)).toBe(true);
    const receipt = sent.find((event) => event?.event.eventType === "Receiving")!.event;
    expect(receipt).toMatchObject({ sku: "100101", gtin: gtins.gummies, quantity: 12 });
    expect(
      (await outboxOf(world)).every((entry) => entry.ocsState === "accepted" && entry.ocsReferenceId),
    ).toBe(true);

    // A second run finds nothing to send.
    expect(await world.submit()).toMatchObject({ batches: 0 });
    expect(pending.every((entry) => simulator.ocs.deliveries.get(entry.logId) === 1)).toBe(true);
  });

  it("maps manual adjustments to OCS adjustment types", async () => {
    const world = await ocsWorld(simulator);
    const adjust = (quantity: number, reason: "destroyed" | "theft" | "sample" | "correction") =>
      world.caller.inventory.adjust({
        companyId: world.companyId,
        locationId: world.location.id,
        productId: world.products.gummies.productId,
        quantity,
        reason,
      });
    await adjust(-1, "destroyed");
    await adjust(-1, "theft");
    await adjust(-1, "sample");
    await adjust(2, "correction");
    await world.submit();
    const types = (await outboxOf(world)).map(
      (entry) => simulator.ocs.accepted.get(entry.logId)?.event.adjustmentType,
    );
    expect(types.sort()).toEqual(["Destroyed", "Lost/Theft", "Other Additions", "Other Reductions"]);
  });

  it("never reports what is not cannabis", async () => {
    const world = await ocsWorld(simulator);
    await sell(world, [{ productId: world.products.soda.productId, quantity: 1 }]);
    expect(await world.submit()).toMatchObject({ batches: 0 });
    const [entry] = await outboxOf(world);
    expect(entry?.ocsState).toBe("skipped");
    expect(simulator.ocs.deliveries.has(entry!.logId)).toBe(false);
  });

  it("reports exactly what the gate treats as cannabis, sending its OCS SKU", async () => {
    const world = await ocsWorld(simulator);
    const { companyId, location } = world;
    const dried = await complianceCategory(companyId, "Flower", "dried");
    const gear = await complianceCategory(companyId, "Gear", "accessories");
    const [jar, grinder] = await putProducts([
      productItem(companyId, { name: "Jar by its category", sku: "JAR-1", categoryId: dried }),
      productItem(companyId, { name: "Grinder", sku: "GRD-1", categoryId: gear, cannabisWeight: 1 }),
    ]);
    // The gate holds the jar (cannabis by its category) until it has its codes; the accessory moves freely.
    await expect(receive(world, location.id, jar!, 5)).rejects.toMatchObject({
      message: complianceMessages.blocked(jar!.name, ["ocsSku", "gtin"]),
    });
    await Product.patch({ companyId, productId: jar!.productId })
      .set({ ocsSku: "100201", gtin: gtins.flower })
      .go();
    await receive(world, location.id, jar!, 5);
    await receive(world, location.id, grinder!, 3);

    expect(await world.submit()).toMatchObject({ accepted: 1, rejected: 0, retry: 0 });
    const entries = await outboxOf(world);
    const stateOf = (productId: string) => entries.find((entry) => entry.productId === productId)?.ocsState;
    expect(stateOf(jar!.productId)).toBe("accepted");
    expect(stateOf(grinder!.productId)).toBe("skipped");
    const sent = [...simulator.ocs.accepted.values()].filter((item) => item.hashKey === world.hashKey);
    expect(sent.map((item) => item.event)).toEqual([
      expect.objectContaining({ eventType: "Receiving", sku: "100201", gtin: gtins.flower, quantity: 5 }),
    ]);
  });

  it("leaves stores that do not report out of the outbox", async () => {
    const world = await ocsWorld(simulator);
    await world.admin.ocs.setStore({
      companyId: world.companyId,
      locationId: world.location.id,
      hashKey: null,
    });
    await sell(world, [{ productId: world.products.gummies.productId, quantity: 1 }]);
    expect(await outboxOf(world)).toEqual([]);
  });

  it("rejects an event with an unknown GTIN, and sends it again with the fixed GTIN after Resubmit", async () => {
    const world = await ocsWorld(simulator);
    const { companyId } = world;
    await Product.patch({ companyId, productId: world.products.flower.productId })
      .set({ gtin: gtins.unknown })
      .go();
    await sell(world, [{ productId: world.products.flower.productId, quantity: 1 }]);
    expect(await world.submit()).toMatchObject({ accepted: 0, rejected: 1 });
    const view = await world.caller.ocs.submissions({ companyId });
    expect(view.rejected).toEqual([
      expect.objectContaining({
        productName: "Flower 3.5 g",
        gtin: gtins.unknown,
        reason: `Unknown GTIN ${gtins.unknown}`,
      }),
    ]);
    expect(view.stores[0]).toMatchObject({ hashKey: world.hashKey, rejected: 1, pending: 0 });
    const [event] = view.rejected;

    const ref = {
      companyId,
      locationId: event!.locationId,
      eventId: event!.eventId,
      createDate: event!.createDate,
    };
    // Resubmitted before the fix, it is rejected again; after it, accepted at once.
    expect(await world.caller.ocs.resubmit(ref)).toEqual({
      state: "rejected",
      reason: `Unknown GTIN ${gtins.unknown}`,
    });
    await Product.patch({ companyId, productId: world.products.flower.productId })
      .set({ gtin: gtins.flower })
      .go();
    expect(await world.caller.ocs.resubmit(ref)).toEqual({ state: "accepted", reason: null });
    await expectAppError(world.caller.ocs.resubmit(ref), "INVALID_INPUT", ocsMessages.notRejected);
    expect(await world.submit()).toMatchObject({ batches: 0 });
    expect(simulator.ocs.deliveries.get(event!.eventId)).toBe(3);
    expect(simulator.ocs.accepted.get(event!.eventId)?.event.gtin).toBe(gtins.flower);
    expect((await world.caller.ocs.submissions({ companyId })).rejected).toEqual([]);
  });

  it("retries after a rate limit, a time-out, an outage and a partial acceptance, accepting each event once", async () => {
    const world = await ocsWorld(simulator);
    for (let sale = 0; sale < 4; sale += 1)
      await sell(world, [{ productId: world.products.gummies.productId, quantity: 1 }]);
    const clock = fixedClock(new Date());
    setClock(clock);
    try {
      simulator.ocs.inject({ mode: "rate-limit", retryAfterSeconds: 30 });
      expect(await world.submit()).toMatchObject({ accepted: 0, retry: 4 });
      expect(await world.submit()).toMatchObject({ batches: 0 });
      clock.advance(31_000);
      simulator.ocs.inject({ mode: "timeout", delayMs: 5_000 });
      expect(await world.submit()).toMatchObject({ accepted: 0, retry: 4 });
      clock.advance(10 * 60_000);
      simulator.ocs.inject({ mode: "server-error" }, { mode: "partial" });
      expect(await world.submit()).toMatchObject({ accepted: 0, retry: 4 });
      clock.advance(60 * 60_000);
      expect(await world.submit()).toMatchObject({ accepted: 2, retry: 2 });
      clock.advance(60 * 60_000);
      expect(await world.submit()).toMatchObject({ accepted: 2, retry: 0 });
    } finally {
      setClock(null);
    }
    const entries = await outboxOf(world);
    expect(entries.every((entry) => entry.ocsState === "accepted")).toBe(true);
    // The time-out's call was processed by OCS: those events came back as duplicates, accepted once.
    expect(entries.every((entry) => simulator.ocs.accepted.get(entry.logId))).toBe(true);
    const attempts = await world.admin.ocs.attempts({
      companyId: world.companyId,
      hashKey: world.hashKey,
      type: "submission event attempt",
    });
    expect(attempts.items.map((attempt) => attempt.status)).toEqual([
      "accepted",
      "partially accepted",
      "failed",
      "failed",
      "rate limited",
    ]);
  });

  it("sends nothing twice when the sender is killed between sending and recording the answer", async () => {
    const world = await ocsWorld(simulator);
    await dayOfSalesAndReceipt(world);
    const eventIds = (await outboxOf(world)).map((entry) => entry.logId);
    simulator.ocs.inject({ mode: "timeout", delayMs: 20_000 });
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        fileURLToPath(new URL("../support/ocs-submit-child.ts", import.meta.url)),
        String(world.companyId),
        simulator.ocsUrl,
      ],
      { env: process.env, stdio: "ignore" },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once("exit", (_code, signal) => resolve(signal)),
    );
    simulator.ocs.onRecorded = () => child.kill("SIGKILL");
    try {
      expect(await exited).toBe("SIGKILL");
    } finally {
      simulator.ocs.onRecorded = null;
    }
    expect(eventIds.every((id) => simulator.ocs.accepted.has(id))).toBe(true);
    const claimed = await outboxOf(world);
    expect(claimed.every((entry) => entry.ocsState === "claimed")).toBe(true);

    // Restarted before the claim's lease ran out: the batch is left alone.
    expect(await world.submit()).toMatchObject({ batches: 0 });
    setClock(fixedClock(new Date(Date.now() + 3 * 60_000)));
    try {
      expect(await world.submit()).toMatchObject({ batches: 1, accepted: 4 });
    } finally {
      setClock(null);
    }
    expect((await outboxOf(world)).every((entry) => entry.ocsState === "accepted")).toBe(true);
    const calls = simulator.ocs.calls.filter((call) => call.eventIds.some((id) => eventIds.includes(id)));
    expect(calls).toHaveLength(2);
    expect(calls[0]!.batchId).toBe(calls[1]!.batchId);
    for (const id of eventIds) {
      expect(simulator.ocs.deliveries.get(id)).toBe(2);
      expect([...simulator.ocs.accepted.values()].filter((event) => event.event.eventId === id)).toHaveLength(
        1,
      );
    }
  }, 60_000);
});

describe("OCS positions", () => {
  it("submits a daily position per store with the on-hand at the end of its local day, once", async () => {
    const world = await ocsWorld(simulator);
    const { companyId } = world;
    // Days ahead of the stock the world set up (winter in Toronto: UTC-5).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [first, second, third] = [day(10), day(11), day(12)];
    const clock = fixedClock(`${first}T15:00:00.000Z`);
    setClock(clock);
    try {
      // Set up on the first day; a sale late on it (Toronto) counts on that day, one the next afternoon on the next.
      const { Location } = await import("@pos/core/company/company.entity");
      await Location.patch({ companyId, locationId: world.location.id })
        .set({ ocsSince: `${first}T15:00:00.000Z` })
        .go();
      clock.set(`${second}T03:30:00.000Z`);
      await sell(world, [{ productId: world.products.gummies.productId, quantity: 3 }]);
      clock.set(`${second}T18:00:00.000Z`);
      await sell(world, [{ productId: world.products.gummies.productId, quantity: 5 }]);
      clock.set(`${third}T14:00:00.000Z`);
      const totals = await runOcsSubmissions({ client: world.client, companyId });
      expect(totals.positions).toBe(2);
      expect(await runOcsSubmissions({ client: world.client, companyId })).toMatchObject({ positions: 0 });
    } finally {
      setClock(null);
    }
    const day1 = simulator.ocs.positions.get(`${world.location.id}:${first}`)!;
    const day2 = simulator.ocs.positions.get(`${world.location.id}:${second}`)!;
    expect(day1.items.find((item) => item.gtin === gtins.gummies)?.quantity).toBe(47);
    expect(day2.items.find((item) => item.gtin === gtins.gummies)?.quantity).toBe(42);
    const attempts = await world.admin.ocs.attempts({
      companyId,
      hashKey: world.hashKey,
      type: "submission position attempt",
    });
    // Both were sent at the same (fixed) moment: their order is not the point.
    expect(attempts.items.map((attempt) => attempt.rangeEnd).sort()).toEqual([
      `${second}T05:00:00.000Z`,
      `${third}T05:00:00.000Z`,
    ]);
  });
});

describe("OCS setup, attempts log and retention", () => {
  it("keeps the client credentials sealed and never returns them", async () => {
    const world = await ocsWorld(simulator);
    const raw = JSON.stringify((await OcsCredentials.get({ companyId: world.companyId }).go()).data);
    expect(raw).not.toContain("s3cret-client-value");
    expect(raw).not.toContain("greenline-pos");
    const setup = await world.admin.ocs.setup({ companyId: world.companyId });
    expect(JSON.stringify(setup)).not.toContain("s3cret-client-value");
    expect(setup).toMatchObject({ flagOn: true, credentialsSet: true });
    expect(setup.stores[0]).toMatchObject({ hashKey: world.hashKey, complianceOn: true });
    expect(await readOcsCredentials(world.companyId)).toEqual({
      clientId: "greenline-pos",
      clientSecret: "s3cret-client-value",
    });
  });

  it("is for admins; a store outside Ontario or without a CRSA id is refused and nothing is written", async () => {
    const world = await ocsWorld(simulator);
    const { companyId } = world;
    await expectAppError(world.caller.ocs.setup({ companyId }), "FORBIDDEN");
    await expectAppError(
      world.caller.ocs.attempts({ companyId, hashKey: world.hashKey, type: "submission event attempt" }),
      "FORBIDDEN",
    );
    const { Location } = await import("@pos/core/company/company.entity");
    await Location.patch({ companyId, locationId: world.location.id }).set({ province: "AB" }).go();
    await expectAppError(
      world.admin.ocs.setStore({ companyId, locationId: world.location.id, hashKey: "other-key" }),
      "INVALID_INPUT",
      ocsMessages.notOntario,
    );
    const location = (await Location.get({ companyId, locationId: world.location.id }).go()).data;
    expect(location?.ocsHashKey).toBe(world.hashKey);
    await expectAppError(
      world.admin.ocs.setStore({ companyId, locationId: world.location.id, hashKey: "bad key!" }),
      "INVALID_INPUT",
    );
  });

  it("the submissions view needs the flag and an Ontario company", async () => {
    const world = await ocsWorld(simulator);
    const { setFeatureFlag } = await import("@pos/core/company/feature-flags");
    await setFeatureFlag({ companyId: world.companyId, flag: "ocsCompliance", enabled: false });
    await expectAppError(world.caller.ocs.submissions({ companyId: world.companyId }), "FORBIDDEN");
    await setFeatureFlag({ companyId: world.companyId, flag: "ocsCompliance", enabled: true });
    const { Company } = await import("@pos/core/company/company.entity");
    await Company.patch({ companyId: world.companyId }).set({ province: "AB" }).go();
    await expectAppError(
      world.caller.ocs.submissions({ companyId: world.companyId }),
      "FORBIDDEN",
      ocsMessages.notOntarioCompany,
    );
  });

  it("pages the attempts log 50 at a time with exclusiveStartKeySk and rangeEnd", async () => {
    const world = await ocsWorld(simulator);
    const { companyId, hashKey, location } = world;
    const base = {
      companyId,
      locationId: location.id,
      hashKey,
      type: "submission event attempt" as const,
      status: "accepted" as const,
      batchId: "b",
      eventCount: 1,
    };
    await OcsAttempt.put(
      Array.from({ length: 53 }, (_, index) => ({
        ...base,
        attemptId: `a${index}`,
        createDate: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
        ocsResponse: `OCS-${index}`,
        rangeEnd: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
      })),
    ).go();
    const first = await world.admin.ocs.attempts({ companyId, hashKey, type: "submission event attempt" });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.ocsResponse).toBe("OCS-52");
    const second = await world.admin.ocs.attempts({
      companyId,
      hashKey,
      type: "submission event attempt",
      exclusiveStartKeySk: first.exclusiveStartKeySk,
    });
    expect(second.items.map((item) => item.ocsResponse)).toEqual(["OCS-2", "OCS-1", "OCS-0"]);
    const ranged = await world.admin.ocs.attempts({
      companyId,
      hashKey,
      type: "submission event attempt",
      rangeEnd: "2026-01-01T00:01:00.000Z",
    });
    expect(ranged.items.map((item) => item.ocsResponse)).toEqual(["OCS-1", "OCS-0"]);
    const other = await world.admin.ocs.attempts({ companyId, hashKey, type: "submission position attempt" });
    expect(other.items).toEqual([]);
    expect(await world.admin.ocs.hashKeys({ companyId })).toEqual([
      expect.objectContaining({ hashKey, locationName: location.name }),
    ]);
  });

  it("purges nothing: events, attempts and positions carry no expiry", async () => {
    const world = await ocsWorld(simulator);
    await sell(world, [{ productId: world.products.gummies.productId, quantity: 1 }]);
    await runOcsSubmissions({ client: world.client, companyId: world.companyId });
    await OcsPosition.put({
      companyId: world.companyId,
      locationId: world.location.id,
      date: "2026-01-01",
      state: "accepted",
      attempts: 1,
      nextAttemptAt: "2026-01-02T00:00:00.000Z",
    }).go();
    const raw = async (query: { params: () => object }) => {
      const { QueryCommand } = await import("@aws-sdk/lib-dynamodb");
      const { documentClient } = await import("@pos/core/db/client");
      return (await documentClient.send(new QueryCommand(query.params() as never))).Items ?? [];
    };
    const items = [
      ...(await raw(
        InventoryLog.query.byLocation({ companyId: world.companyId, locationId: world.location.id }),
      )),
      ...(await raw(
        OcsAttempt.query.byStore({
          companyId: world.companyId,
          hashKey: world.hashKey,
          type: "submission event attempt",
        }),
      )),
      ...(await raw(
        OcsPosition.query.byStore({ companyId: world.companyId, locationId: world.location.id }),
      )),
    ];
    expect(items.length).toBeGreaterThan(3);
    expect(items.filter((item) => "expiresAt" in item)).toEqual([]);
  });
});
