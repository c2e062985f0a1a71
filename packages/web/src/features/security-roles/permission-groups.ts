import { permissionCatalogue, type PermissionInfo } from "@pos/core/auth/permissions";

export type PermissionGroup = { name: PermissionInfo["group"]; permissions: readonly PermissionInfo[] };

/** The catalogue in its own order, grouped as the role form shows it. */
export const permissionGroups: readonly PermissionGroup[] = permissionCatalogue.reduce<PermissionGroup[]>(
  (groups, permission) => {
    const group = groups.find((entry) => entry.name === permission.group);
    if (group) group.permissions = [...group.permissions, permission];
    else groups.push({ name: permission.group, permissions: [permission] });
    return groups;
  },
  [],
);

const catalogueOrder: readonly string[] = permissionCatalogue.map((permission) => permission.name);

/** Selected names in catalogue order, without repeats (the order the server keeps). */
export function inCatalogueOrder(names: Iterable<string>): string[] {
  const chosen = new Set(names);
  return catalogueOrder.filter((name) => chosen.has(name));
}

export function groupState(group: PermissionGroup, selected: readonly string[]): boolean | "indeterminate" {
  const count = group.permissions.filter((permission) => selected.includes(permission.name)).length;
  if (count === 0) return false;
  return count === group.permissions.length ? true : "indeterminate";
}

export function setGroup(selected: readonly string[], group: PermissionGroup, on: boolean): string[] {
  const names = group.permissions.map((permission) => permission.name);
  return inCatalogueOrder(on ? [...selected, ...names] : selected.filter((name) => !names.includes(name)));
}

export function setPermission(selected: readonly string[], name: string, on: boolean): string[] {
  return inCatalogueOrder(on ? [...selected, name] : selected.filter((entry) => entry !== name));
}

const labelOf: ReadonlyMap<string, string> = new Map(
  permissionCatalogue.map((permission) => [permission.name, permission.label]),
);

/** The labels of a role's permissions, for lists. */
export function permissionLabels(names: readonly string[]): string[] {
  return names.map((name) => labelOf.get(name) ?? name);
}
