import { z } from "zod";

/** What an audit entry records; the web app names each in `auditActionLabels`. */
export const auditActions = [
  "company.toggle",
  "company.banner",
  "company.featureFlag",
  "company.permissionFlag",
  "company.dataMigration",
  "company.organizationMove",
  "company.supportSession",
  "device.add",
  "device.changeId",
  "device.cash",
  "device.payment",
  "device.password",
  "device.remove",
  "device.deactivate",
  "user.email",
  "user.deactivate",
  "externalSource.create",
  "externalSource.update",
  "externalSource.permissions",
  "externalSource.key",
  "externalSource.connect",
  "externalSource.disconnect",
  "role.create",
  "role.update",
  "role.delete",
  "employee.create",
  "employee.update",
  "employee.deactivate",
  "location.create",
  "location.update",
  "location.hide",
  "location.undelete",
  "location.move",
  "company.inventorySettings",
  "inventory.auditRollback",
  "compliance.ocsStore",
  "compliance.ocsCredentials",
  "company.generalSettings",
  "location.registerDefaults",
  "integration.connect",
  "integration.disconnect",
  "integration.settings",
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  "company.toggle": "Company switch",
  "company.banner": "Banner message",
  "company.featureFlag": "Feature switch",
  "company.permissionFlag": "Permission switch",
  "company.dataMigration": "Data migration",
  "company.organizationMove": "Moved to organization",
  "company.supportSession": "Support session opened",
  "device.add": "Device added",
  "device.changeId": "Device id changed",
  "device.cash": "Device cash",
  "device.payment": "Device payment fields",
  "device.password": "Device password",
  "device.remove": "Device removed",
  "device.deactivate": "Device deactivated",
  "user.email": "E-mail changed",
  "user.deactivate": "User deactivated",
  "externalSource.create": "External source created",
  "externalSource.update": "External source changed",
  "externalSource.permissions": "External source permissions",
  "externalSource.key": "External source API key",
  "externalSource.connect": "External source connected",
  "externalSource.disconnect": "External source disconnected",
  "role.create": "Role created",
  "role.update": "Role changed",
  "role.delete": "Role deleted",
  "employee.create": "Employee added",
  "employee.update": "Employee changed",
  "employee.deactivate": "Employee removed",
  "location.create": "Location added",
  "location.update": "Location changed",
  "location.hide": "Location hidden",
  "location.undelete": "Location undeleted",
  "location.move": "Locations reordered",
  "company.inventorySettings": "Inventory settings",
  "company.generalSettings": "General settings",
  "location.registerDefaults": "Register defaults",
  "inventory.auditRollback": "Audit rolled back",
  "compliance.ocsStore": "OCS store hash key",
  "compliance.ocsCredentials": "OCS client credentials",
  "integration.connect": "Integration connected",
  "integration.disconnect": "Integration disconnected",
  "integration.settings": "Integration settings",
};

/** A recorded value: plain, so every entry can be shown as "field: before → after". */
export type AuditValue = string | number | boolean | null | string[];
export type AuditState = Record<string, AuditValue>;

/** Entries are kept 3 years (DynamoDB TTL on `expiresAt`). */
export const auditRetentionDays = 3 * 365;

/** Entries about no single company (a user's e-mail, an external source) are kept under this id. */
export const platformAuditScope = 0;

export const ZAuditPageInput = z.object({
  limit: z.number().int().min(1).max(100).default(20),
  lastEvaluatedKey: z.record(z.string().max(1024), z.string().max(1024)).nullish(),
});

export interface AuditEntryView {
  id: string;
  at: string;
  action: AuditAction;
  targetId: string;
  targetLabel: string;
  actorUserId: string;
  actorEmail: string;
  supportSession: boolean;
  sourceIp: string;
  before: AuditState | null;
  after: AuditState | null;
}
