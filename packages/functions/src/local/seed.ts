/** Imports core: load only after the environment is set (see runtime.ts). */
import { systemActor } from "@pos/core/audit/audit";
import { permissionNames } from "@pos/core/auth/permissions";
import { createSecurityRole, createUser, findUserByEmail } from "@pos/core/auth/users";
import { createCompany, createLocation, type LocationView } from "@pos/core/company/company";
import { createDevice } from "@pos/core/device/device";
import { addToCompany } from "@pos/core/employees/employees";
import { saveLocationDetails, saveTaxNumber } from "@pos/core/receipts/store-details";
import { createExternalSource, setExternalSourcePermissions } from "@pos/core/integrations/external-sources";
import { connectSource } from "@pos/core/integrations/source-connections";
import { demoAdmin, demoDevice, demoEmployees, demoGreenLeaf, demoPrairie, demoSource } from "./demo";
import { seedDemoCatalogue } from "./seed-catalogue";
import { seedDemoStock } from "./seed-stock";
import { getInventorySettings, saveInventorySettings } from "@pos/core/inventory/inventory-settings";
import { seedDemoSnapshots } from "./demo-snapshots";
import { seedDemoTransfers } from "./demo-transfers";
import { seedDemoAudits } from "./demo-audits";
import { seedDemoLocations } from "./demo-locations";
import { seedDemoComplianceOcs } from "./demo-compliance-ocs";
import { seedDemoReorderPoints } from "./demo-overview";
import { seedDemoCompliance } from "./demo-compliance";
import { seedDemoPurchasing } from "./demo-purchasing";
import { seedDemoSalesHistory } from "./demo-sales-history";
import { enableDemoInsights } from "./demo-customers";
import { seedDemoSettings } from "./demo-settings";
import { seedDemoDailySummary } from "./demo-daily-summary";
import { seedDemoOutreach } from "./demo-outreach";
import { seedDemoPrairieTaxes, seedDemoSettingsRest } from "./demo-settings-rest";
import { seedDemoCardPayments } from "./demo-card-payments";
import { seedDemoProvinceProducts } from "./demo-province-products";
import { seedDemoIntegrations } from "./demo-integrations";
import { seedDemoGiftCards } from "./demo-gift-cards";

export interface SeededCompany {
  companyId: number;
  locationIds: Record<string, string>;
  ownerUserId: string;
  ownerRoleId: string;
}

export interface SeedResult {
  adminUserId: string;
  greenLeaf: SeededCompany & {
    budtenderRoleId: string;
    employeeUserIds: Record<string, string>;
    deviceId: string;
  };
  prairie: SeededCompany;
}

type DemoCompany = typeof demoGreenLeaf | typeof demoPrairie;

async function seedCompany(demo: DemoCompany): Promise<SeededCompany> {
  const company = await createCompany({ ...demo.company });
  const locations: LocationView[] = [];
  for (const name of demo.locations) locations.push(await createLocation({ companyId: company.id, name }));
  await saveTaxNumber({ companyId: company.id, taxNumber: demo.store.taxNumber });
  const storeDetails: Partial<Record<string, { address: string; phone: string }>> = demo.store.locations;
  for (const location of locations) {
    const details = storeDetails[location.name];
    if (details) await saveLocationDetails({ companyId: company.id, locationId: location.id, ...details });
  }
  const role = await createSecurityRole({
    companyId: company.id,
    name: "Owner",
    permissions: [...permissionNames],
  });
  const owner = await createUser({ ...demo.owner });
  await addToCompany(owner, {
    companyId: company.id,
    tracksHours: false,
    assignments: [{ locationId: null, securityRoleId: role.roleId }],
  });
  return {
    companyId: company.id,
    locationIds: Object.fromEntries(locations.map((location) => [location.name, location.id])),
    ownerUserId: owner.userId,
    ownerRoleId: role.roleId,
  };
}

/**
 * Creates the demo data once. The admin user is created last and marks a completed seed,
 * so a later start finds it and leaves the data alone (returns null).
 */
export async function seedDemoData(): Promise<SeedResult | null> {
  if (await findUserByEmail(demoAdmin.email)) return null;
  const greenLeaf = await seedCompany(demoGreenLeaf);
  const queenWest = greenLeaf.locationIds[demoDevice.location];
  if (!queenWest) throw new Error(`Demo location ${demoDevice.location} is missing`);
  await createDevice({
    companyId: greenLeaf.companyId,
    locationId: queenWest,
    deviceId: demoDevice.deviceId,
    name: demoDevice.name,
    password: demoDevice.password,
  });
  const budtender = await createSecurityRole({
    companyId: greenLeaf.companyId,
    name: "Budtender",
    permissions: ["CAN_MANAGE_SHIFTS", "CAN_MANAGE_CASH_DROPS", "CAN_APPLY_DISCOUNTS"],
  });
  const manager = await createSecurityRole({
    companyId: greenLeaf.companyId,
    name: "Manager",
    permissions: [
      "CAN_OVERRIDE_PRICES",
      "CAN_OVERRIDE_PURCHASE_LIMIT",
      "CAN_EDIT_SALES",
      "CAN_ISSUE_REFUNDS",
      "CAN_APPLY_DISCOUNTS",
      "CAN_MANAGE_SHIFTS",
      "CAN_MANAGE_CASH_DROPS",
    ],
  });
  const employeeUserIds: Record<string, string> = {};
  for (const { name, email, passcode } of demoEmployees) {
    // Jordan Lee (3333) manages the store: approvals at the register (price overrides, the possession limit).
    const roleId = passcode === "3333" ? manager.roleId : budtender.roleId;
    const employee = await addToCompany(await createUser({ name, email }), {
      companyId: greenLeaf.companyId,
      passcode,
      assignments: [{ locationId: queenWest, securityRoleId: roleId }],
    });
    employeeUserIds[email] = employee.id;
  }
  await seedDemoCatalogue(greenLeaf.companyId, greenLeaf.locationIds["Kensington"] ?? null);
  await seedDemoStock(greenLeaf.companyId, Object.values(greenLeaf.locationIds));
  const owner = { kind: "user", id: greenLeaf.ownerUserId, name: demoGreenLeaf.owner.email } as const;
  await seedDemoReorderPoints(greenLeaf.companyId, Object.values(greenLeaf.locationIds));
  await seedDemoTransfers(greenLeaf.companyId, Object.values(greenLeaf.locationIds), owner);
  await seedDemoPurchasing(greenLeaf.companyId, queenWest, owner);
  await seedDemoAudits(greenLeaf.companyId, queenWest, owner);
  await seedDemoSnapshots(greenLeaf.companyId, Object.values(greenLeaf.locationIds));
  await seedDemoLocations(greenLeaf.companyId, greenLeaf.locationIds);
  await seedDemoSalesHistory(greenLeaf.companyId, greenLeaf.locationIds);
  await enableDemoInsights(greenLeaf.companyId);
  await seedDemoDailySummary(
    greenLeaf.companyId,
    { userId: greenLeaf.ownerUserId, email: demoGreenLeaf.owner.email },
    Object.values(greenLeaf.locationIds),
  );
  await seedDemoSource(greenLeaf.companyId);
  await seedDemoCompliance(greenLeaf.companyId);
  await seedDemoComplianceOcs(greenLeaf.companyId, queenWest);
  await seedDemoSettings(greenLeaf.companyId, greenLeaf.locationIds);
  await seedDemoOutreach(greenLeaf.companyId, greenLeaf.ownerUserId);
  await seedDemoSettingsRest(greenLeaf.companyId);
  await seedDemoCardPayments(greenLeaf.companyId, demoDevice.deviceId);
  await seedDemoProvinceProducts(greenLeaf.companyId);
  await seedDemoIntegrations(greenLeaf.companyId, queenWest, {
    userId: greenLeaf.ownerUserId,
    email: demoGreenLeaf.owner.email,
  });
  // Jordan Lee, Queen West's manager, approves refunds.
  await seedDemoGiftCards(greenLeaf.companyId, {
    deviceId: demoDevice.deviceId,
    managerPasscode: demoEmployees[2].passcode,
  });
  const prairie = await seedCompany(demoPrairie);
  // An Alberta store that turned lot tracking off: the demo of the admin's and settings' red alert.
  const prairieSettings = await getInventorySettings(prairie.companyId);
  await saveInventorySettings(
    { ...prairieSettings, companyId: prairie.companyId, isBatchTracking: false },
    systemActor,
  );
  await seedDemoPrairieTaxes(prairie.companyId);
  const admin = await createUser({ ...demoAdmin, isAdmin: true });
  return {
    adminUserId: admin.userId,
    greenLeaf: {
      ...greenLeaf,
      budtenderRoleId: budtender.roleId,
      employeeUserIds,
      deviceId: demoDevice.deviceId,
    },
    prairie,
  };
}

/** The demo online store, allowed to create online orders and connected to Green Leaf. */
export async function seedDemoSource(companyId: number): Promise<void> {
  const { apiKey, ...fields } = demoSource;
  const source = await createExternalSource({ ...fields, isMarketplace: true }, systemActor, apiKey);
  await setExternalSourcePermissions(
    { sourceId: source.id, permissionIds: ["CREATE_ONLINE_ORDERS"] },
    systemActor,
  );
  await connectSource({ companyId, sourceId: source.id }, systemActor);
}
