import { Product } from "@pos/core/catalog/product.entity";
import { OcsClient } from "@pos/core/compliance/ocs-client";
import { runOcsSubmissions } from "@pos/core/compliance/ocs-job";
import { setOcsCredentials, setOcsStore } from "@pos/core/compliance/ocs-setup";
import { Location } from "@pos/core/company/company.entity";
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import { InventoryLog } from "@pos/core/inventory/inventory-log.entity";
import {
  startProviderSimulator,
  type ProviderSimulator,
} from "@pos/functions/local/provider-simulator/server";
import { saleWorld } from "./sale-world";
import { makeUser, callerFor, uniqueName } from "./world";

/** Valid GTINs the simulator knows, and one it does not (prefix 99: not in the OCS catalogue). */
export const gtins = {
  gummies: "0628000000037",
  flower: "0628000000044",
  bulk: "0628000000051",
  unknown: "9900000000011",
} as const;

export async function startSimulator(): Promise<ProviderSimulator> {
  return startProviderSimulator();
}

/**
 * A sale world (register open, stock of each product) at an Ontario store switched on for OCS reporting: the flag,
 * the CRSA store id, a hash key and client credentials. The cannabis products carry OCS SKUs and GTINs; soda is not
 * cannabis (never reported).
 */
export async function ocsWorld(simulator: ProviderSimulator) {
  const world = await saleWorld({ stock: 50 });
  const { companyId, location } = world;
  await Location.patch({ companyId, locationId: location.id })
    .set({ province: "ON", crsaStoreId: uniqueName("CRSA") })
    .go();
  await setFeatureFlag({ companyId, flag: "ocsCompliance", enabled: true });
  const hashKey = uniqueName("hash");
  await setOcsStore({ companyId, locationId: location.id, hashKey });
  await setOcsCredentials({ companyId, clientId: "greenline-pos", clientSecret: "s3cret-client-value" });
  for (const [product, gtin, ocsSku] of [
    [world.products.gummies, gtins.gummies, "100101"],
    [world.products.flower, gtins.flower, "100102"],
    [world.products.bulkMaster, gtins.bulk, "100103"],
  ] as const)
    await Product.patch({ companyId, productId: product.productId }).set({ gtin, ocsSku }).go();
  const admin = await makeUser({ isAdmin: true });
  const client = new OcsClient({ baseUrl: simulator.ocsUrl, timeoutMs: 2_000 });
  return {
    ...world,
    hashKey,
    admin: await callerFor(admin.token),
    client,
    submit: () => runOcsSubmissions({ client, companyId, positions: false }),
  };
}
export type OcsWorld = Awaited<ReturnType<typeof ocsWorld>>;

/** The store's ledger entries in the OCS outbox, oldest first. */
export async function outboxOf(world: Pick<OcsWorld, "companyId" | "location">) {
  const entries = (
    await InventoryLog.query
      .byLocation({ companyId: world.companyId, locationId: world.location.id })
      .go({ pages: "all" })
  ).data;
  return entries.filter((entry) => entry.ocsState !== undefined);
}
