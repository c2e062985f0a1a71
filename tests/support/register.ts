import { createSecurityRole } from "@pos/core/auth/users";
import { companyWithManager, hire, uniqueEmail } from "./staff";
import { callerFor, makeDevice } from "./world";

export const passcodes = { manager: "1111", cashier: "2222", untracked: "3333" } as const;

/**
 * A company with a register at its location and three employees there: Avery (every permission), Blake
 * (a cashier without CAN_MANAGE_SHIFTS or CAN_MANAGE_CASH_DROPS) and Casey (hours not tracked).
 */
export async function registerWorld() {
  const world = await companyWithManager();
  const { caller, companyId, location, wholeCompany } = world;
  const cashierRole = await createSecurityRole({
    companyId,
    name: "Cashier",
    permissions: ["CAN_VIEW_REPORTS"],
  });
  const add = (name: string, passcode: string, tracksHours: boolean, roleId: string) =>
    hire(caller, {
      companyId,
      name,
      email: uniqueEmail(),
      passcode,
      tracksHours,
      assignments: [{ locationId: location.id, securityRoleId: roleId }],
    });
  const avery = (await add("Avery", passcodes.manager, true, world.role.roleId)).employee;
  const blake = (await add("Blake", passcodes.cashier, true, cashierRole.roleId)).employee;
  const casey = (await add("Casey", passcodes.untracked, false, world.role.roleId)).employee;
  const device = await makeDevice(companyId, location.id);
  const register = await callerFor(device.token);
  return { ...world, wholeCompany, device, register, employees: { avery, blake, casey } };
}

export type RegisterWorld = Awaited<ReturnType<typeof registerWorld>>;

/** A register of the world with an open shift (a $300.00 float) started by Avery. */
export async function openShift(world?: RegisterWorld) {
  const current = world ?? (await registerWorld());
  const { shift } = await current.register.shifts.start({
    startingFloat: 30000,
    passcode: passcodes.manager,
  });
  return { ...current, shift };
}
