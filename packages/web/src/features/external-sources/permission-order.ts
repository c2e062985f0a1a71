import {
  externalSourcePermissions,
  type ExternalSourcePermission,
  type ExternalSourcePermissionId,
} from "@pos/core/integrations/external-source.schema";

export interface PermissionRow {
  id: ExternalSourcePermissionId;
  name: string;
  checked: boolean;
}

/** The saved permissions first, in their order, then every other permission in the catalogue's order. */
export function permissionRows(saved: readonly ExternalSourcePermission[]): PermissionRow[] {
  const ordered = [...saved].sort((a, b) => a.indexOrder - b.indexOrder);
  const savedIds = new Set(ordered.map((permission) => permission.id));
  return [
    ...ordered.map((permission) => ({
      id: permission.id,
      name: externalSourcePermissions.find((known) => known.id === permission.id)?.name ?? permission.name,
      checked: true,
    })),
    ...externalSourcePermissions
      .filter((permission) => !savedIds.has(permission.id))
      .map((permission) => ({ id: permission.id, name: permission.name, checked: false })),
  ];
}

/** What is sent: the checked permissions in the order shown. */
export const checkedIds = (rows: readonly PermissionRow[]): ExternalSourcePermissionId[] =>
  rows.filter((row) => row.checked).map((row) => row.id);

/** True when the same permissions are checked and only their order differs. */
export function onlyOrderChanged(
  saved: readonly ExternalSourcePermission[],
  rows: readonly PermissionRow[],
): boolean {
  const before = permissionRows(saved)
    .filter((row) => row.checked)
    .map((row) => row.id);
  const after = checkedIds(rows);
  return before.length === after.length && new Set([...before, ...after]).size === before.length;
}
