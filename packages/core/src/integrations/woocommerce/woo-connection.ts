import type { AuditActor } from "../../audit/audit";
import { nowIso } from "../../common/clock";
import { AppError } from "../../common/errors";
import { openSecret, sealSecret } from "../../common/secret-box";
import { getCompany } from "../../company/company";
import { assertLocations } from "../../inventory/stock-targets";
import { removeConnection, saveConnection } from "../integration-connect";
import type { IntegrationConnectionItem } from "../integration-connection.entity";
import { readConnection, recordFailure, recordSuccess, toHealth } from "../integration-health";
import { providerFailure } from "../provider-errors";
import { checkedStoreUrl } from "./store-url";
import { WooRestClient, type WooStore } from "./woo-client";
import {
  wooMessages,
  ZWooConnectInput,
  type WooConnectInput,
  type WooSettingsView,
  type WooTestResult,
} from "./woo.schema";

/** The store client of a stored connection (its keys opened only here). */
export function wooStoreOf(connection: IntegrationConnectionItem): WooStore {
  return new WooRestClient({
    storeUrl: connection.storeUrl ?? "",
    consumerKey: openSecret(connection.consumerKeySealed ?? ""),
    consumerSecret: openSecret(connection.consumerSecretSealed ?? ""),
  });
}

export async function requireWoo(companyId: number): Promise<IntegrationConnectionItem> {
  const connection = await readConnection(companyId, "wooCommerce");
  if (!connection) throw new AppError("INVALID_INPUT", wooMessages.notConnected);
  return connection;
}

export async function wooSettings(companyId: number): Promise<WooSettingsView> {
  const connection = await readConnection(companyId, "wooCommerce");
  return {
    connection: connection && {
      storeUrl: connection.storeUrl ?? "",
      keyLast4: connection.keyLast4 ?? "",
      locationId: connection.locationId ?? "",
      health: toHealth(connection),
    },
    simulatorUrl: process.env.WOOCOMMERCE_SIMULATOR_URL ?? null,
  };
}

/** Checks the keys against the store, then keeps them sealed; a refused key is a 400 and writes nothing. */
export async function connectWoo(input: WooConnectInput, by: AuditActor): Promise<WooSettingsView> {
  const data = ZWooConnectInput.parse(input);
  const storeUrl = checkedStoreUrl(data.storeUrl);
  const [company] = await Promise.all([
    getCompany(data.companyId),
    assertLocations(data.companyId, [data.locationId]),
  ]);
  const status = await new WooRestClient({ ...data, storeUrl }).status();
  if (status.kind !== "ok") throw providerFailure(status, wooMessages.refused);
  const previous = await readConnection(data.companyId, "wooCommerce");
  const at = nowIso();
  const keyLast4 = data.consumerKey.slice(-4);
  await saveConnection(
    {
      companyId: data.companyId,
      kind: "wooCommerce",
      companyName: company.name,
      at,
      fields: {
        storeUrl,
        consumerKeySealed: sealSecret(data.consumerKey),
        consumerSecretSealed: sealSecret(data.consumerSecret),
        keyLast4,
        locationId: data.locationId,
        ordersCursor: previous?.storeUrl === storeUrl ? previous.ordersCursor : at.slice(0, 19),
      },
      before: previous ? { storeUrl: previous.storeUrl ?? null } : null,
      after: { storeUrl, keyLast4, locationId: data.locationId },
    },
    by,
  );
  return wooSettings(data.companyId);
}

/** Asks the store again with the stored keys; the answer is recorded as the connection's health. */
export async function testWoo(companyId: number): Promise<WooTestResult> {
  const connection = await requireWoo(companyId);
  const status = await wooStoreOf(connection).status();
  if (status.kind === "ok") {
    await recordSuccess(companyId, "wooCommerce");
    return { ok: true, message: "The store answered: the connection works" };
  }
  const message = status.kind === "unauthorized" ? wooMessages.refused : status.message;
  await recordFailure(companyId, "wooCommerce", message);
  return { ok: false, message };
}

/** Forgets the keys; the category mapping and chosen products stay for a later connection. */
export async function disconnectWoo(companyId: number, by: AuditActor): Promise<WooSettingsView> {
  const connection = await readConnection(companyId, "wooCommerce");
  if (connection)
    await removeConnection(companyId, "wooCommerce", { storeUrl: connection.storeUrl ?? null }, by);
  return wooSettings(companyId);
}
