import { z } from "zod";

/** What the role form edits; permission names are checked against the catalogue by the server. */
export const ZSecurityRoleFields = z.object({
  name: z.string().trim().min(1, "Please enter a role name").max(60, "A role name is at most 60 characters"),
  permissions: z.array(z.string().min(1).max(64)).max(100),
});

export const ZSecurityRoleRef = z.object({
  companyId: z.number().int().positive(),
  roleId: z.string().min(1).max(64),
});
export type SecurityRoleRef = z.input<typeof ZSecurityRoleRef>;

export const ZCreateSecurityRoleInput = ZSecurityRoleFields.extend({
  companyId: ZSecurityRoleRef.shape.companyId,
});
export type CreateSecurityRoleInput = z.input<typeof ZCreateSecurityRoleInput>;

export const ZUpdateSecurityRoleInput = ZSecurityRoleRef.extend(ZSecurityRoleFields.shape);
export type UpdateSecurityRoleInput = z.input<typeof ZUpdateSecurityRoleInput>;

export interface SecurityRoleView {
  id: string;
  name: string;
  /** Catalogue names, in catalogue order. */
  permissions: string[];
}
