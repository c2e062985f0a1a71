/** Imports core: load only after the environment is set (see runtime.ts). */
import { randomBytes } from "node:crypto";
import { setPasscode } from "@pos/core/auth/passcodes";
import { permissionNames } from "@pos/core/auth/permissions";
import { assignUser, createSecurityRole, createUser, findUserByEmail } from "@pos/core/auth/users";
import { createCompany, createLocation, type LocationView } from "@pos/core/company/company";
import { createDevice } from "@pos/core/device/device";
import { demoAdmin, demoDevice, demoEmployees, demoGreenLeaf, demoPrairie } from "./demo";

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
  const role = await createSecurityRole({
    companyId: company.id,
    name: "Owner",
    permissions: [...permissionNames],
  });
  const owner = await createUser({ ...demo.owner });
  await assignUser({
    userId: owner.userId,
    companyId: company.id,
    entityType: "company",
    entityId: String(company.id),
    securityRoleId: role.roleId,
  });
  return {
    companyId: company.id,
    locationIds: Object.fromEntries(locations.map((location) => [location.name, location.id])),
    ownerUserId: owner.userId,
    ownerRoleId: role.roleId,
  };
}

/** A password nobody needs to know that still meets the rules. */
const randomStrongPassword = () => `${randomBytes(18).toString("base64url")}aA1#`;

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
    permissions: [],
  });
  const employeeUserIds: Record<string, string> = {};
  for (const employee of demoEmployees) {
    const user = await createUser({
      email: employee.email,
      name: employee.name,
      password: randomStrongPassword(),
    });
    await assignUser({
      userId: user.userId,
      companyId: greenLeaf.companyId,
      entityType: "location",
      entityId: queenWest,
      securityRoleId: budtender.roleId,
    });
    await setPasscode(greenLeaf.companyId, user.userId, employee.passcode);
    employeeUserIds[employee.email] = user.userId;
  }
  const prairie = await seedCompany(demoPrairie);
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
