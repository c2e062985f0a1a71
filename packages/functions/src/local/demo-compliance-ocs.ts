/** Imports core: load only after the environment is set (see runtime.ts). */
import { Product } from "@pos/core/catalog/product.entity";
import { runOcsSubmissions } from "@pos/core/compliance/ocs-job";
import { setOcsCredentials, setOcsStore } from "@pos/core/compliance/ocs-setup";
import { adjustStock } from "@pos/core/inventory/adjust-stock";
import { systemLedgerActor } from "@pos/core/inventory/inventory-log.schema";
import { receiveStock } from "@pos/core/inventory/receive-stock";
import { readInventoryCompany } from "@pos/core/inventory/stock-targets";

/** Queen West's OCS set-up (docs/compliance-ocs.md, "Demo"); the simulator accepts any client id with this secret. */
export const demoOcs = {
  hashKey: "QW-7F3A9C21",
  clientId: "greenleaf-pos",
  clientSecret: "demo-ocs-secret",
  /** Northern Lights Live Resin Cartridge's GTIN, mistyped: OCS rejects its events until it is corrected. */
  mistypedSku: "VP-003",
  mistypedGtin: "9900000000011",
  correctGtin: "0628417009623",
} as const;

/**
 * Green Leaf's Queen West (Ontario, CRSA1234567) reports to the OCS: a delivery and a destroyed unit are submitted
 * to the simulator, and the Northern Lights cartridge's receipt is rejected for its mistyped GTIN, waiting to be
 * fixed and resubmitted. Runs after seedDemoCompliance, which turns the OCS compliance flag on and gives the
 * cannabis products their OCS SKUs (what the events send).
 */
export async function seedDemoComplianceOcs(companyId: number, queenWest: string): Promise<void> {
  await setOcsCredentials({ companyId, clientId: demoOcs.clientId, clientSecret: demoOcs.clientSecret });
  await setOcsStore({ companyId, locationId: queenWest, hashKey: demoOcs.hashKey });
  const products = (await Product.query.byCompany({ companyId }).go({ pages: "all" })).data;
  const bySku = (sku: string) => products.find((product) => product.sku === sku);
  const mistyped = bySku(demoOcs.mistypedSku);
  const received = ["VP-002", "OC-001"].map(bySku);
  if (!mistyped || received.some((product) => !product)) return;
  await Product.patch({ companyId, productId: mistyped.productId }).set({ gtin: demoOcs.mistypedGtin }).go();
  await receiveStock(await readInventoryCompany(companyId), {
    locationId: queenWest,
    lines: [mistyped, ...received].map((product) => ({
      productId: product!.productId,
      batchId: null,
      quantity: 12,
      unitCost: product!.purchasePrice ?? 1500,
    })),
    note: "OCS demo delivery",
  });
  await adjustStock(systemLedgerActor, {
    companyId,
    locationId: queenWest,
    productId: received[0]!.productId,
    quantity: -1,
    reason: "destroyed",
    note: "Crushed package",
  });
  await runOcsSubmissions({ companyId, positions: false });
}
