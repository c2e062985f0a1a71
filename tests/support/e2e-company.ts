// Imports core: load only once the local runtime has set the environment (see e2e-server.ts).
import { permissionNames } from "@pos/core/auth/permissions";
import { createSecurityRole, createUser } from "@pos/core/auth/users";
import { createCompany, createLocation } from "@pos/core/company/company";
import { createDevice } from "@pos/core/device/device";
import { addToCompany } from "@pos/core/employees/employees";

type OwnedAccount = {
  name: string;
  location: string;
  owner: { email: string; password: string; name: string };
};

type RegisterAccount = {
  device: { deviceId: string; password: string };
  employee: { name: string; email: string; passcode: string };
};

export type SeededCompany = { companyId: number; locationId: string; roleId: string };

/** An Ontario company with one store and an "Owner" role holding every permission, given to the signed-up owner. */
export async function seedOwnedCompany(account: OwnedAccount): Promise<SeededCompany> {
  const company = await createCompany({ name: account.name, province: "ON", timezone: "America/Toronto" });
  const location = await createLocation({ companyId: company.id, name: account.location });
  const role = await createSecurityRole({
    companyId: company.id,
    name: "Owner",
    permissions: [...permissionNames],
  });
  await addToCompany(await createUser({ ...account.owner }), {
    companyId: company.id,
    tracksHours: false,
    assignments: [{ locationId: null, securityRoleId: role.roleId }],
  });
  return { companyId: company.id, locationId: location.id, roleId: role.roleId };
}

/** The store's register and an employee (the owner's role, a passcode) who signs in on it. */
export async function seedRegister(
  seeded: SeededCompany,
  account: RegisterAccount,
  name: string,
): Promise<void> {
  await addToCompany(await createUser({ name: account.employee.name, email: account.employee.email }), {
    companyId: seeded.companyId,
    passcode: account.employee.passcode,
    assignments: [{ locationId: seeded.locationId, securityRoleId: seeded.roleId }],
  });
  await createDevice({ companyId: seeded.companyId, locationId: seeded.locationId, name, ...account.device });
}
