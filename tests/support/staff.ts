import { assignUser, createSecurityRole } from "@pos/core/auth/users";
import { missingPermissionMessage, type Permission } from "@pos/core/auth/permissions";
import { callerFor, makeCompany, makeUser, uniqueName } from "./world";

/** A signed-in user of the company holding a new role with these permissions, at the company or at a location. */
export async function makeStaff(companyId: number, permissions: Permission[], locationId?: string) {
  const role = await createSecurityRole({ companyId, name: uniqueName("Role"), permissions });
  const user = await makeUser();
  await assignUser({
    userId: user.userId,
    companyId,
    entityType: locationId ? "location" : "company",
    entityId: locationId ?? String(companyId),
    securityRoleId: role.roleId,
  });
  return { ...user, role, caller: await callerFor(user.token) };
}

export const missingPermission = (permission: Permission) => ({
  code: "FORBIDDEN",
  appCode: "FORBIDDEN",
  message: missingPermissionMessage(permission),
});

export const uniqueEmail = (): string => `${uniqueName("staff")}@test.example`;

export const badInput = (message: string) => ({ code: "BAD_REQUEST", appCode: "INVALID_INPUT", message });
export const conflict = (message: string) => ({ code: "CONFLICT", appCode: "CONFLICT", message });

/** A company as `makeCompany` makes it, with its owner's caller and a whole-company Owner assignment to reuse. */
export async function companyWithManager() {
  const world = await makeCompany();
  const caller = await callerFor(world.owner.token);
  const companyId = world.company.id;
  const wholeCompany = [{ locationId: null, securityRoleId: world.role.roleId }];
  return { ...world, caller, companyId, wholeCompany };
}
