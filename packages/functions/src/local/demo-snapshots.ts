/** Imports core: load only after the environment is set (see runtime.ts). */
import { matchingRows } from "@pos/core/catalog/listing-index";
import { setFeatureFlag, setPermissionFlag } from "@pos/core/company/feature-flags";
import { convertStock } from "@pos/core/inventory/conversion";
import { systemLedgerActor } from "@pos/core/inventory/inventory-log.schema";
import { takeSnapshot } from "@pos/core/inventory/snapshot";

/** The demo conversion: a 28 g jar of Pink Kush split into eight 3.5 g jars at the first store. */
export const demoConversion = { fromSku: "FL-PK-28", toSku: "FL-PK-3.5", quantity: 1, outputs: 8 } as const;

/** Green Leaf converts stock and keeps snapshots: both flags on, one conversion, one snapshot per store. */
export async function seedDemoSnapshots(companyId: number, locationIds: string[]): Promise<void> {
  await setFeatureFlag({ companyId, flag: "inventorySnapshots", enabled: true });
  await setPermissionFlag({ companyId, flag: "canAccessInventoryConversions", enabled: true });
  const rows = (await matchingRows({ companyId, view: "active" })).flatMap((row) => [row, ...row.children]);
  const idOf = (sku: string) => rows.find((row) => row.sku === sku)?.id;
  const [from, to] = [idOf(demoConversion.fromSku), idOf(demoConversion.toSku)];
  const [first] = locationIds;
  if (!from || !to || !first) throw new Error("The demo conversion's products or store are missing");
  await convertStock(
    {
      companyId,
      locationId: first,
      from: { productId: from, quantity: demoConversion.quantity },
      outputs: [{ productId: to, quantity: demoConversion.outputs }],
      note: "Split a 28 g jar for the weekend",
    },
    systemLedgerActor,
  );
  for (const locationId of locationIds)
    await takeSnapshot(companyId, locationId, { kind: "job", id: "demo", name: "Nightly job" });
}
