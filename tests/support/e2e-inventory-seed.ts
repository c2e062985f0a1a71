// Imports core: load only once the local runtime has set the environment (see e2e-server.ts).
import { permissionNames } from "@pos/core/auth/permissions";
import { createSecurityRole, createUser } from "@pos/core/auth/users";
import { createCompany, createLocation } from "@pos/core/company/company";
import { Company } from "@pos/core/company/company.entity";
import { setFeatureFlag, setPermissionFlag } from "@pos/core/company/feature-flags";
import { addToCompany } from "@pos/core/employees/employees";
import { createBatch, setStock } from "@pos/core/inventory/stock";
import { productItem, putMaster, putProducts } from "./catalog";
import { convertCompany, snapshotCompany } from "./e2e-inventory";

async function companyWithOwner(name: string, owner: { email: string; name: string; password: string }) {
  const company = await createCompany({ name, province: "ON", timezone: "America/Toronto" });
  const role = await createSecurityRole({
    companyId: company.id,
    name: "Owner",
    permissions: [...permissionNames],
  });
  await addToCompany(await createUser({ ...owner }), {
    companyId: company.id,
    tracksHours: false,
    assignments: [{ locationId: null, securityRoleId: role.roleId }],
  });
  return company.id;
}

/**
 * E2E Convert Co: blocks negative stock, holds 100 g of a bulk flower at 50 cents a gram and no jars yet.
 * E2E Snapshot Co: at its second store, 10 gummies at $2.50 and a jar product in two lots (3 at $10, 2 at $12).
 */
export async function seedE2eInventory(): Promise<void> {
  const convertId = await companyWithOwner(convertCompany.name, convertCompany.owner);
  const main = await createLocation({ companyId: convertId, name: convertCompany.location });
  await Company.patch({ companyId: convertId }).set({ blockNegativeInventorySale: true }).go();
  await setPermissionFlag({ companyId: convertId, flag: "canAccessInventoryConversions", enabled: true });
  const { master } = await putMaster(
    convertId,
    { name: "E2E Bulk flower", unit: "g", trackInventory: true, sku: "E2E-BULK" },
    [{ name: "Bulk 7 g", trackInventory: false, inventorySubtractAmount: 7 }],
  );
  await putProducts([productItem(convertId, { name: "E2E Jar 3.5 g", sku: "E2E-JAR", weight: 3.5 })]);
  await setStock({
    companyId: convertId,
    locationId: main.id,
    productId: master.productId,
    quantity: 100,
    unitCost: 50,
  });

  const snapshotId = await companyWithOwner(snapshotCompany.name, snapshotCompany.owner);
  const [, second] = [
    await createLocation({ companyId: snapshotId, name: snapshotCompany.locations[0] }),
    await createLocation({ companyId: snapshotId, name: snapshotCompany.locations[1] }),
  ];
  await Company.patch({ companyId: snapshotId }).set({ isBatchTracking: true }).go();
  await setFeatureFlag({ companyId: snapshotId, flag: "inventorySnapshots", enabled: true });
  const [gummies, jar] = await putProducts([
    productItem(snapshotId, { name: "Snap Gummies", sku: "SNAP-GUM" }),
    productItem(snapshotId, { name: "Snap Jar", sku: "SNAP-JAR", isBatchTracked: true }),
  ]);
  const at = { companyId: snapshotId, locationId: second!.id };
  await setStock({ ...at, productId: gummies!.productId, quantity: 10, unitCost: 250 });
  for (const [lotNumber, quantity, unitCost] of [
    ["LOT-A", 3, 1000],
    ["LOT-B", 2, 1200],
  ] as const) {
    const lot = await createBatch({ companyId: snapshotId, productId: jar!.productId, lotNumber });
    await setStock({ ...at, productId: jar!.productId, batchId: lot.id, quantity, unitCost });
  }
}
