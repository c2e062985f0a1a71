import { z } from "zod";

export const organizationLimits = { searchLimit: 20, pageSize: 20, searchDebounceMs: 800 } as const;

export const organizationMessages = {
  required: (label: string) => `${label} is required!`,
  notFound: "This organization does not exist.",
  alreadyMigrated: "This company already belongs to an organization.",
  loadError: "An error occurred while loading organizations",
  created: "Organization created",
  updated: "Organization updated",
  migrated: (name: string) => `The company now belongs to ${name}`,
} as const;

export interface OrganizationView {
  id: string;
  name: string;
  createDate: string;
}

export interface OrganizationPage {
  items: OrganizationView[];
  total: number;
  offset: number;
  limit: number;
}

export const ZOrganizationName = z
  .string()
  .trim()
  .min(1, organizationMessages.required("Name"))
  .max(120, "Use at most 120 characters");

export const ZOrganizationFields = z.object({ name: ZOrganizationName });
export type OrganizationFields = z.input<typeof ZOrganizationFields>;

export const ZListOrganizationsInput = z.object({
  limit: z.number().int().min(1).max(100).default(organizationLimits.pageSize),
  offset: z.number().int().min(0).default(0),
  searchQuery: z.string().trim().max(120).optional(),
});
export type ListOrganizationsInput = z.input<typeof ZListOrganizationsInput>;

export const ZUpdateOrganizationInput = z.object({
  organizationId: z.string().min(1).max(40),
  name: ZOrganizationName,
});
export type UpdateOrganizationInput = z.input<typeof ZUpdateOrganizationInput>;

export const ZMigrateCompanyInput = z.object({
  organizationId: z.string().min(1, "Please choose an organization").max(40),
  companyId: z.number().int().positive(),
});
export type MigrateCompanyInput = z.input<typeof ZMigrateCompanyInput>;
