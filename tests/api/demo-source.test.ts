// The demo online store `npm start` seeds: its published key works in Green Leaf (the company it is connected to)
// and nowhere else, and only the key's hash is stored.
import { describe, expect, it } from "vitest";
import { ExternalSource } from "@pos/core/integrations/external-source.entity";
import { externalSourceMessages } from "@pos/core/integrations/external-source.schema";
import { sourceForApiKey } from "@pos/core/integrations/external-sources";
import { demoSource } from "@pos/functions/local/demo";
import { seedDemoSource } from "@pos/functions/local/seed";
import { integrationCaller, queueWorld } from "../support/queue-world";
import { failureOf } from "../support/world";

describe("the demo online store", () => {
  it("is connected to the seeded company only, with CREATE_ONLINE_ORDERS, its key kept as a hash", async () => {
    const greenLeaf = await queueWorld();
    const other = await queueWorld();
    await seedDemoSource(greenLeaf.companyId);
    const source = await sourceForApiKey(demoSource.apiKey);
    expect(source).toMatchObject({ name: demoSource.name, apiKeyLast4: demoSource.apiKey.slice(-4) });
    const stored = (await ExternalSource.get({ sourceId: source!.id }).go({ consistent: true })).data;
    expect(JSON.stringify(stored)).not.toContain(demoSource.apiKey);

    const shop = await integrationCaller(demoSource.apiKey);
    const order = (world: typeof greenLeaf) => ({
      companyId: world.companyId,
      locationId: world.location.id,
      orderType: "pickup" as const,
      externalOrderId: "DEMO-1",
      paymentLines: [world.line(world.products.gummies.productId, 1, 1000)],
    });
    await expect(shop.integrations.createOnlineOrder(order(greenLeaf))).resolves.toMatchObject({
      status: "PENDING",
      externalSourceName: demoSource.name,
    });
    expect(await failureOf(shop.integrations.createOnlineOrder(order(other)))).toMatchObject({
      code: "FORBIDDEN",
      message: externalSourceMessages.notConnected,
    });
  });
});
