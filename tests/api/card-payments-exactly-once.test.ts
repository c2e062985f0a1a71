import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderSimulator } from "@pos/functions/local/provider-simulator/server";
import { cardWorld, startCardProvider, stopCardProvider } from "../support/card-world";

let simulator: ProviderSimulator;
beforeAll(async () => {
  simulator = await startCardProvider();
});
afterAll(async () => {
  await stopCardProvider(simulator);
});

const salesWithKey = (key: string) => [...simulator.cards.sales.values()].filter((entry) => entry.key === key);

describe("one idempotency key never charges twice", () => {
  it("a lost answer: the provider took the sale, the answer never came; the retry with the same key continues it", async () => {
    const world = await cardWorld(2000);
    const idempotencyKey = randomUUID();
    simulator.cards.inject({ mode: "drop-answer" });
    const lost = await world.register.cardPayments.start({ idempotencyKey, provider: "blazepay", amount: 2000 });
    // The provider has the sale; the register only knows it started.
    expect(lost).toMatchObject({ status: "PENDING", providerPaymentId: null, unfinished: true });
    expect(salesWithKey(idempotencyKey)).toHaveLength(1);
    const sale = await world.charge(2000, idempotencyKey);
    expect(sale).toMatchObject({ status: "APPROVED", chargedAmount: 2000 });
    expect(sale.providerPaymentId).toBe(salesWithKey(idempotencyKey)[0]!.sale.id);
    expect(salesWithKey(idempotencyKey)).toHaveLength(1);
    expect(simulator.cards.saleCalls.get(idempotencyKey)).toBeGreaterThanOrEqual(2);
    const payment = await world.checkout([world.cardTender(sale)]);
    expect(payment.totalPaid).toBe(2000);
    expect(simulator.cards.charged(idempotencyKey)).toBe(2000);
  });

  it("a register reload mid-payment: starting again with the stored key returns the same payment", async () => {
    const world = await cardWorld(2000);
    const idempotencyKey = randomUUID();
    const first = await world.register.cardPayments.start({ idempotencyKey, provider: "blazepay", amount: 2000 });
    const again = await world.register.cardPayments.start({ idempotencyKey, provider: "blazepay", amount: 2000 });
    expect(again.providerPaymentId).toBe(first.providerPaymentId);
    expect(salesWithKey(idempotencyKey)).toHaveLength(1);
  });

  it("a server killed mid-payment: the provider recorded the sale, the process died; the next call finishes it once", async () => {
    const world = await cardWorld(2000);
    const idempotencyKey = randomUUID();
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        fileURLToPath(new URL("../support/card-sale-child.ts", import.meta.url)),
        String(world.companyId),
        world.device.deviceId,
        idempotencyKey,
        "2000",
      ],
      { env: process.env, stdio: "ignore" },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once("exit", (_code, signal) => resolve(signal)),
    );
    simulator.cards.onRecorded = (key) => {
      if (key === idempotencyKey) child.kill("SIGKILL");
    };
    try {
      expect(await exited).toBe("SIGKILL");
    } finally {
      simulator.cards.onRecorded = null;
    }
    expect(salesWithKey(idempotencyKey)).toHaveLength(1);
    const unfinished = await world.register.cardPayments.unfinished();
    expect(unfinished.find((entry) => entry.idempotencyKey === idempotencyKey)).toMatchObject({
      status: "PENDING",
      providerPaymentId: null,
    });
    const sale = await world.charge(2000, idempotencyKey);
    expect(sale).toMatchObject({ status: "APPROVED", chargedAmount: 2000 });
    expect(salesWithKey(idempotencyKey)).toHaveLength(1);
    expect(simulator.cards.charged(idempotencyKey)).toBe(2000);
  });
});
