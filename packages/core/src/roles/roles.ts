import { forgetCompanyRoles } from "../auth/access";
import { Assignment, SecurityRole, type SecurityRoleItem } from "../auth/auth.entity";
import { isPermission, permissionNames, type Permission } from "../auth/permissions";
import { createSecurityRole } from "../auth/users";
import { AppError } from "../common/errors";
import {
  ZCreateSecurityRoleInput,
  ZSecurityRoleRef,
  ZUpdateSecurityRoleInput,
  type CreateSecurityRoleInput,
  type SecurityRoleRef,
  type SecurityRoleView,
  type UpdateSecurityRoleInput,
} from "./roles.schema";

export const roleMessages = {
  notFound: "Security role not found",
  nameTaken: "A security role with this name already exists",
  unknownPermission: (name: string) => `"${name}" is not a permission. Choose permissions from the list.`,
  inUse: (employees: number) =>
    `This security role is assigned to ${employees} ${employees === 1 ? "employee" : "employees"}. Give them another role before deleting it.`,
  notOfCompany: "This security role does not exist",
} as const;

/** Names a role stores that are no longer in the catalogue grant nothing and are not shown. */
const toView = (role: SecurityRoleItem): SecurityRoleView => ({
  id: role.roleId,
  name: role.name,
  permissions: permissionNames.filter((name) => role.permissions.includes(name)),
});

function checkedPermissions(names: string[]): Permission[] {
  const unknown = names.find((name) => !isPermission(name));
  if (unknown !== undefined) throw new AppError("INVALID_INPUT", roleMessages.unknownPermission(unknown));
  return permissionNames.filter((name) => names.includes(name));
}

async function companyRoles(companyId: number): Promise<SecurityRoleItem[]> {
  return (await SecurityRole.query.byCompany({ companyId }).go({ pages: "all", consistent: true })).data;
}

async function assertNameFree(companyId: number, name: string, roleId?: string): Promise<void> {
  const taken = (await companyRoles(companyId)).some(
    (role) => role.roleId !== roleId && role.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw new AppError("CONFLICT", roleMessages.nameTaken);
}

async function findRole(ref: SecurityRoleRef): Promise<SecurityRoleItem> {
  const { companyId, roleId } = ZSecurityRoleRef.parse(ref);
  const role = (await SecurityRole.get({ companyId, roleId }).go({ consistent: true })).data;
  if (!role) throw new AppError("NOT_FOUND", roleMessages.notFound);
  return role;
}

export async function listRoles(companyId: number): Promise<SecurityRoleView[]> {
  return (await companyRoles(companyId)).map(toView).sort((a, b) => a.name.localeCompare(b.name));
}

export async function getRole(ref: SecurityRoleRef): Promise<SecurityRoleView> {
  return toView(await findRole(ref));
}

export async function createRole(input: CreateSecurityRoleInput): Promise<SecurityRoleView> {
  const data = ZCreateSecurityRoleInput.parse(input);
  const permissions = checkedPermissions(data.permissions);
  await assertNameFree(data.companyId, data.name);
  const role = await createSecurityRole({ companyId: data.companyId, name: data.name, permissions });
  forgetCompanyRoles(data.companyId);
  return toView(role);
}

export async function updateRole(input: UpdateSecurityRoleInput): Promise<SecurityRoleView> {
  const data = ZUpdateSecurityRoleInput.parse(input);
  const permissions = checkedPermissions(data.permissions);
  const role = await findRole(data);
  await assertNameFree(data.companyId, data.name, role.roleId);
  const updated = await SecurityRole.patch({ companyId: role.companyId, roleId: role.roleId })
    .set({ name: data.name, permissions })
    .go({ response: "all_new" });
  forgetCompanyRoles(data.companyId);
  return toView({ ...role, ...updated.data });
}

/** A role still assigned to someone is kept, so nobody loses access by surprise. */
export async function deleteRole(ref: SecurityRoleRef): Promise<void> {
  const role = await findRole(ref);
  const assignments = await Assignment.query.byCompany({ companyId: role.companyId }).go({ pages: "all" });
  const holders = new Set(
    assignments.data.filter((item) => item.securityRoleId === role.roleId).map((item) => item.userId),
  );
  if (holders.size > 0) throw new AppError("CONFLICT", roleMessages.inUse(holders.size));
  await SecurityRole.delete({ companyId: role.companyId, roleId: role.roleId }).go();
  forgetCompanyRoles(role.companyId);
}

/** Refuses a role id that is not one of the company's roles (another company's id included). */
export async function assertRolesOfCompany(companyId: number, roleIds: string[]): Promise<void> {
  const own = new Set((await companyRoles(companyId)).map((role) => role.roleId));
  if (roleIds.some((roleId) => !own.has(roleId)))
    throw new AppError("INVALID_INPUT", roleMessages.notOfCompany);
}
