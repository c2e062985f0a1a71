import { AppError, messages } from "../common/errors";
import { TtlCache } from "../common/ttl-cache";
import {
  Assignment,
  SecurityRole,
  User,
  hasAccount,
  type AccountUser,
  type AssignmentItem,
  type UserItem,
} from "./auth.entity";
import type { CompanyPermissions } from "./me.schema";
import { missingPermissionMessage, permissionNames, type Permission } from "./permissions";

export interface UserAccess {
  user: UserItem;
  assignments: AssignmentItem[];
}

/** The access of someone who can be signed in to the dashboard (register-only staff cannot). */
export interface AccountAccess extends UserAccess {
  user: AccountUser;
}

export const isAccountAccess = (access: UserAccess): access is AccountAccess => hasAccount(access.user);

/** Per-process, 5 s: the same bound as the session cache (see sessions.ts). */
const accessCache = new TtlCache<UserAccess>(5_000);
const roleCache = new TtlCache<Map<string, string[]>>(5_000);

export function forgetUserAccess(userId: string): void {
  accessCache.delete(userId);
}

/** A role was created, changed or deleted: this process sees it at once, others within 5 s. */
export function forgetCompanyRoles(companyId: number): void {
  roleCache.delete(String(companyId));
}

export async function loadUserAccess(userId: string): Promise<UserAccess | null> {
  const cached = accessCache.get(userId);
  if (cached) return cached;
  const [user, assignments] = await Promise.all([
    User.get({ userId }).go({ consistent: true }),
    Assignment.query.byUser({ userId }).go({ pages: "all", consistent: true }),
  ]);
  if (!user.data || !user.data.isActive) return null;
  const access = {
    user: user.data,
    assignments: assignments.data.filter((item) => item.type === "assigned"),
  };
  accessCache.set(userId, access);
  return access;
}

/** Role permissions of a company; reloaded when a role is not known yet (created since the cache was filled). */
async function rolePermissions(companyId: number, roleIds: string[]): Promise<Map<string, string[]>> {
  const cached = roleCache.get(String(companyId));
  if (cached && roleIds.every((roleId) => cached.has(roleId))) return cached;
  const roles = await SecurityRole.query.byCompany({ companyId }).go({ pages: "all", consistent: true });
  const map = new Map(roles.data.map((role) => [role.roleId, role.permissions]));
  roleCache.set(String(companyId), map);
  return map;
}

export interface CompanyCheck {
  companyId: number;
  permission?: string;
  /** A location of the company: a permission granted there or at the company (its parent) counts. */
  entityId?: string;
}

/** The permissions a user's roles grant in a company: at the company, plus at `locationId` when given. */
async function grantedPermissions(
  inCompany: AssignmentItem[],
  companyId: number,
  locationId: string | undefined,
): Promise<Set<string>> {
  const counted = inCompany.filter(
    (item) => item.entityType === "company" || (locationId !== undefined && item.entityId === locationId),
  );
  const roleIds = counted.flatMap((item) => (item.securityRoleId ? [item.securityRoleId] : []));
  const roles = await rolePermissions(companyId, roleIds);
  return new Set(roleIds.flatMap((roleId) => roles.get(roleId) ?? []));
}

/** The company tier: admins pass everywhere; others need an assignment in the company, and the permission if named. */
export async function assertCompanyAccess(access: UserAccess, check: CompanyCheck): Promise<void> {
  if (access.user.isAdmin) return;
  const inCompany = access.assignments.filter((item) => item.companyId === check.companyId);
  if (inCompany.length === 0) throw new AppError("FORBIDDEN", messages.noPermission);
  if (!check.permission) return;
  const granted = await grantedPermissions(inCompany, check.companyId, check.entityId);
  if (!granted.has(check.permission))
    throw new AppError("FORBIDDEN", missingPermissionMessage(check.permission));
}

/** Everything a user may do at one location of a company, in catalogue order (admins: everything). */
export async function permissionsAtLocation(
  access: UserAccess,
  companyId: number,
  locationId: string,
): Promise<Permission[]> {
  if (access.user.isAdmin) return [...permissionNames];
  const inCompany = access.assignments.filter((item) => item.companyId === companyId);
  const granted = await grantedPermissions(inCompany, companyId, locationId);
  return permissionNames.filter((name) => granted.has(name));
}

/** A user's grants in a company, at the company and at its locations (admins: everything at the company). */
export async function companyPermissions(access: UserAccess, companyId: number): Promise<CompanyPermissions> {
  if (access.user.isAdmin) return { companyId, permissions: [...permissionNames], locationPermissions: [] };
  const inCompany = access.assignments.filter((item) => item.companyId === companyId);
  const roleIds = inCompany.flatMap((item) => (item.securityRoleId ? [item.securityRoleId] : []));
  const roles = await rolePermissions(companyId, roleIds);
  const grantedAt = (entityType: AssignmentItem["entityType"]) =>
    new Set(
      inCompany
        .filter((item) => item.entityType === entityType && item.securityRoleId)
        .flatMap((item) => roles.get(item.securityRoleId ?? "") ?? []),
    );
  const atCompany = grantedAt("company");
  const atLocations = grantedAt("location");
  return {
    companyId,
    permissions: permissionNames.filter((name) => atCompany.has(name)),
    locationPermissions: permissionNames.filter((name) => atLocations.has(name) && !atCompany.has(name)),
  };
}
