/** Permission names a security role can grant. Later issues add to this list. */
export const permissionNames = [
  "CAN_VIEW_DASHBOARD",
  "CAN_MANAGE_COMPANY",
  "CAN_MANAGE_DEVICES",
  "CAN_MANAGE_EMPLOYEES",
  "CAN_MANAGE_PRODUCTS",
  "CAN_EDIT_SALES",
  "CAN_VIEW_REPORTS",
  "CAN_UPLOAD_FILES",
] as const;
export type Permission = (typeof permissionNames)[number];

export const missingPermissionMessage = (permission: string): string =>
  `Your account does not have the "${permission}" permission. Please ask your administrator for access.`;
