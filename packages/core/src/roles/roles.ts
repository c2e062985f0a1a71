import { randomUUID } from "node:crypto";
import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import type { AuditAction } from "../audit/audit.schema";
import { forgetCompanyRoles } from "../auth/access";
import { Assignment, SecurityRole, type SecurityRoleItem } from "../auth/auth.entity";
import { isPermission, permissionNames, type Permission } from "../auth/permissions";
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

const audited = new Service({ role: SecurityRole, audit: AuditEntry });

const roleState = (role: Pick<SecurityRoleItem, "name" | "permissions">) => ({
  name: role.name,
  permissions: role.permissions,
});

const roleEntry = (
  by: AuditActor,
  action: Extract<AuditAction, `role.${string}`>,
  before: SecurityRoleItem | null,
  after: SecurityRoleItem | null,
) => {
  const role = after ?? before;
  if (!role) throw new Error("A role entry needs the role before or after");
  return auditEntry(by, {
    companyId: role.companyId,
    action,
    targetId: role.roleId,
    targetLabel: role.name,
    before: before ? roleState(before) : null,
    after: after ? roleState(after) : null,
  });
};

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

export async function createRole(input: CreateSecurityRoleInput, by: AuditActor): Promise<SecurityRoleView> {
  const data = ZCreateSecurityRoleInput.parse(input);
  const permissions = checkedPermissions(data.permissions);
  await assertNameFree(data.companyId, data.name);
  const role: SecurityRoleItem = {
    companyId: data.companyId,
    roleId: `r_${randomUUID().slice(0, 8)}`,
    name: data.name,
    permissions,
  };
  const entry = roleEntry(by, "role.create", null, role);
  await audited.transaction
    .write(({ role: roles, audit }) => [roles.create(role).commit(), audit.create(entry).commit()])
    .go();
  forgetCompanyRoles(data.companyId);
  return toView(role);
}

export async function updateRole(input: UpdateSecurityRoleInput, by: AuditActor): Promise<SecurityRoleView> {
  const data = ZUpdateSecurityRoleInput.parse(input);
  const permissions = checkedPermissions(data.permissions);
  const role = await findRole(data);
  await assertNameFree(data.companyId, data.name, role.roleId);
  const updated: SecurityRoleItem = { ...role, name: data.name, permissions };
  const { companyId, roleId } = role;
  const entry = roleEntry(by, "role.update", role, updated);
  const result = await audited.transaction
    .write(({ role: roles, audit }) => [
      roles.patch({ companyId, roleId }).set({ name: data.name, permissions }).commit(),
      audit.create(entry).commit(),
    ])
    .go();
  forgetCompanyRoles(data.companyId);
  if (result.canceled) throw new AppError("NOT_FOUND", roleMessages.notFound);
  return toView(updated);
}

/** A role still assigned to someone is kept, so nobody loses access by surprise. */
export async function deleteRole(ref: SecurityRoleRef, by: AuditActor): Promise<void> {
  const role = await findRole(ref);
  const assignments = await Assignment.query.byCompany({ companyId: role.companyId }).go({ pages: "all" });
  const holders = new Set(
    assignments.data.filter((item) => item.securityRoleId === role.roleId).map((item) => item.userId),
  );
  if (holders.size > 0) throw new AppError("CONFLICT", roleMessages.inUse(holders.size));
  const { companyId, roleId } = role;
  const entry = roleEntry(by, "role.delete", role, null);
  await audited.transaction
    .write(({ role: roles, audit }) => [
      roles.delete({ companyId, roleId }).commit(),
      audit.create(entry).commit(),
    ])
    .go();
  forgetCompanyRoles(companyId);
}

/** Refuses a role id that is not one of the company's roles (another company's id included). */
export async function assertRolesOfCompany(companyId: number, roleIds: string[]): Promise<void> {
  const own = new Set((await companyRoles(companyId)).map((role) => role.roleId));
  if (roleIds.some((roleId) => !own.has(roleId)))
    throw new AppError("INVALID_INPUT", roleMessages.notOfCompany);
}
