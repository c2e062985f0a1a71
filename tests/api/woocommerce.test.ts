import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Product } from "@pos/core/catalog/product.entity";
import { setPermissionFlag } from "@pos/core/company/feature-flags";
import { IntegrationConnection } from "@pos/core/integrations/integration-connection.entity";
import { runWooOrderPulls } from "@pos/core/integrations/woocommerce/woo-orders";
import { wooMessages } from "@pos/core/integrations/woocommerce/woo.schema";
import { OnlineOrderRef } from "@pos/core/payment-queue/online-order-ref.entity";
import { PaymentQueue } from "@pos/core/payment-queue/payment-queue.entity";
import {
  startProviderSimulator,
  type ProviderSimulator,
} from "@pos/functions/local/provider-simulator/server";
import { putCategory } from "../support/catalog";
import { saleWorld } from "../support/sale-world";
import { failureOf, uniqueName } from "../support/world";

let simulator: ProviderSimulator;
beforeAll(async () => {
  simulator = await startProviderSimulator();
  process.env.WOOCOMMERCE_SIMULATOR_URL = simulator.wooCommerceUrl;
  process.env.INTEGRATION_TIMEOUT_MS = "1000";
});
afterAll(async () => {
  delete process.env.WOOCOMMERCE_SIMULATOR_URL;
  delete process.env.INTEGRATION_TIMEOUT_MS;
  await simulator.stop();
});

const keys = { consumerKey: "ck_test_key_1234", consumerSecret: "cs_test_secret_5678" };

async function wooWorld() {
  const world = await saleWorld({ stock: 25 });
  await setPermissionFlag({ companyId: world.companyId, flag: "canAccessWordPress", enabled: true });
  const storeName = uniqueName("store");
  const storeUrl = `${simulator.wooCommerceUrl}/${storeName}`;
  const woo = world.caller.wooCommerce;
  const connect = (secret = keys.consumerSecret) =>
    woo.connect({
      companyId: world.companyId,
      storeUrl,
      consumerKey: keys.consumerKey,
      consumerSecret: secret,
      locationId: world.location.id,
    });
  return { ...world, woo, storeName, storeUrl, connect };
}

async function connectionOf(companyId: number) {
  return (await IntegrationConnection.get({ companyId, kind: "wooCommerce" }).go({ consistent: true })).data;
}

describe("WooCommerce connection", () => {
  it("needs the company's WordPress flag", async () => {
    const world = await saleWorld();
    const failure = await failureOf(world.caller.wooCommerce.settings({ companyId: world.companyId }));
    expect(failure.appCode).toBe("FORBIDDEN");
  });

  it("refuses bad credentials, a rate limit and a store that does not answer, writing nothing", async () => {
    const world = await wooWorld();
    expect(await failureOf(world.connect("cs_invalid_secret"))).toMatchObject({
      appCode: "INVALID_INPUT",
      message: wooMessages.refused,
    });
    const limited = await failureOf(world.connect("cs_ratelimit_secret"));
    expect(limited).toMatchObject({ appCode: "RATE_LIMITED" });
    expect(limited.message).toContain("try again in 30 s");
    expect(await failureOf(world.connect("cs_timeout_secret"))).toMatchObject({
      appCode: "INVALID_INPUT",
      message: "WooCommerce did not answer in time",
    });
    expect(await connectionOf(world.companyId)).toBeNull();
  });

  it("calls only public https stores (no loopback, IP or internal addresses)", async () => {
    const world = await wooWorld();
    for (const storeUrl of [
      "http://shop.example.com",
      "https://127.0.0.1/shop",
      "https://db.internal",
      "https://localhost",
    ])
      expect(
        await failureOf(
          world.woo.connect({ companyId: world.companyId, storeUrl, ...keys, locationId: world.location.id }),
        ),
      ).toMatchObject({ appCode: "INVALID_INPUT", message: wooMessages.storeUrlHttps });
    expect(await connectionOf(world.companyId)).toBeNull();
  });

  it("keeps the keys sealed and shows only the key's last 4 characters", async () => {
    const world = await wooWorld();
    const settings = await world.connect();
    expect(settings.connection).toMatchObject({ storeUrl: world.storeUrl, keyLast4: "1234" });
    const stored = await connectionOf(world.companyId);
    expect(JSON.stringify(stored)).not.toContain(keys.consumerSecret);
    expect(stored?.consumerSecretSealed).toMatch(/^v1\./);
    expect(await world.woo.test({ companyId: world.companyId })).toMatchObject({ ok: true });
    simulator.wooCommerce.inject({ mode: "server-error" });
    expect(await world.woo.test({ companyId: world.companyId })).toMatchObject({ ok: false });
    expect((await world.woo.settings({ companyId: world.companyId })).connection?.health.status).toBe(
      "error",
    );
    await world.woo.disconnect({ companyId: world.companyId });
    expect(await connectionOf(world.companyId)).toBeNull();
  });
});

describe("WooCommerce catalogue and orders", () => {
  async function connectedWithPushedGummies() {
    const world = await wooWorld();
    await world.connect();
    const categoryId = await putCategory(world.companyId, "Edibles");
    await Product.patch({ companyId: world.companyId, productId: world.products.gummies.productId })
      .set({ categoryId, sku: "GUM-1" })
      .go();
    const { storeCategories } = await world.woo.categories({ companyId: world.companyId });
    const edibles = storeCategories.find((category) => category.name === "Edibles")!;
    const mapped = await world.woo.mapCategory({
      companyId: world.companyId,
      categoryId,
      wooCategoryId: edibles.id,
    });
    expect(mapped.categories.find((row) => row.categoryId === categoryId)?.wooCategoryName).toBe("Edibles");
    await world.woo.selectProducts({
      companyId: world.companyId,
      productIds: [world.products.gummies.productId],
      selected: true,
    });
    return { ...world, edibles };
  }

  it("refuses a store category that does not exist, and a product of another company", async () => {
    const world = await wooWorld();
    await world.connect();
    const categoryId = await putCategory(world.companyId, "Flower");
    expect(
      await failureOf(world.woo.mapCategory({ companyId: world.companyId, categoryId, wooCategoryId: 999 })),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: wooMessages.unknownStoreCategory });
    const other = await saleWorld();
    expect(
      await failureOf(
        world.woo.selectProducts({
          companyId: world.companyId,
          productIds: [other.products.gummies.productId],
          selected: true,
        }),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT" });
  });

  it("pushes a chosen product with its price, mapped category and stock, then updates it in place", async () => {
    const world = await connectedWithPushedGummies();
    expect(await world.woo.pushProducts({ companyId: world.companyId })).toEqual({
      pushed: 1,
      failed: 0,
      message: null,
    });
    const [pushed] = [...simulator.wooCommerce.store(world.storeName).products.values()];
    expect(pushed).toMatchObject({
      name: "Gummies",
      sku: "GUM-1",
      regular_price: "12.99",
      stock_quantity: 25,
      manage_stock: true,
      categories: [{ id: world.edibles.id }],
    });
    await world.woo.pushProducts({ companyId: world.companyId });
    expect(simulator.wooCommerce.store(world.storeName).products.size).toBe(1);
    const row = (await world.woo.products({ companyId: world.companyId })).products.find(
      (product) => product.productId === world.products.gummies.productId,
    );
    expect(row).toMatchObject({
      selected: true,
      status: "synced",
      wooProductId: pushed!.id,
      pushedStock: 25,
    });
  });

  it("records a rate limit and a time-out per product without losing the chosen products", async () => {
    const world = await connectedWithPushedGummies();
    simulator.wooCommerce.inject({ mode: "rate-limit", retryAfterSeconds: 12 });
    const limited = await world.woo.pushProducts({ companyId: world.companyId });
    expect(limited).toMatchObject({ pushed: 0, failed: 1 });
    expect(limited.message).toContain("try again in 12 s");
    simulator.wooCommerce.inject({ mode: "timeout", delayMs: 1500 });
    const timedOut = await world.woo.pushProducts({ companyId: world.companyId });
    expect(timedOut.message).toContain("WooCommerce did not answer in time");
    const settings = await world.woo.settings({ companyId: world.companyId });
    expect(settings.connection?.health).toMatchObject({ status: "error", errorCount: 2 });
    expect(await world.woo.pushProducts({ companyId: world.companyId })).toMatchObject({ pushed: 1 });
  });

  it("pulls each online order into the payment queue exactly once", async () => {
    const world = await connectedWithPushedGummies();
    await world.woo.pushProducts({ companyId: world.companyId });
    const [pushed] = [...simulator.wooCommerce.store(world.storeName).products.values()];
    const order = simulator.wooCommerce.placeOrder(world.storeName, {
      lines: [{ productId: pushed!.id, quantity: 2 }],
      customerName: "Jordan",
      paid: true,
    });
    expect(await world.woo.pullOrders({ companyId: world.companyId })).toMatchObject({
      imported: 1,
      skipped: 0,
    });
    expect(await world.woo.pullOrders({ companyId: world.companyId })).toMatchObject({ imported: 0 });
    await runWooOrderPulls();
    const ref = (
      await OnlineOrderRef.get({
        companyId: world.companyId,
        externalSourceId: "woocommerce",
        externalOrderId: String(order.id),
      }).go()
    ).data;
    const entry = (
      await PaymentQueue.get({ companyId: world.companyId, paymentQueueId: ref!.paymentQueueId }).go()
    ).data;
    expect(entry).toMatchObject({
      status: "PENDING",
      orderType: "pickup",
      locationId: world.location.id,
      externalSourceName: "WooCommerce",
      customerName: "Jordan Shopper",
      total: 2598,
      paidAmount: 2598,
    });
    const queued = await PaymentQueue.query
      .byLocation({ companyId: world.companyId, locationId: world.location.id })
      .go({ pages: "all" });
    expect(queued.data.filter((item) => item.externalOrderId === String(order.id))).toHaveLength(1);
    expect((await connectionOf(world.companyId))?.importedCount).toBe(1);
  });

  it("keeps an order whose product was not pushed for a later run, and reports a store that fails", async () => {
    const world = await connectedWithPushedGummies();
    const stranger = await world.woo.pushProducts({ companyId: world.companyId });
    expect(stranger.pushed).toBe(1);
    const store = simulator.wooCommerce.store(world.storeName);
    store.products.set(9999, { ...[...store.products.values()][0]!, id: 9999, name: "Store-only hat" });
    simulator.wooCommerce.placeOrder(world.storeName, { lines: [{ productId: 9999, quantity: 1 }] });
    const result = await world.woo.pullOrders({ companyId: world.companyId });
    expect(result).toMatchObject({ imported: 0, skipped: 1 });
    expect(result.message).toContain("Store-only hat");
    simulator.wooCommerce.inject({ mode: "rate-limit", retryAfterSeconds: 5 });
    const limited = await world.woo.pullOrders({ companyId: world.companyId });
    expect(limited.message).toContain("try again in 5 s");
  });
});
