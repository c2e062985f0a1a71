import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { Company } from "../company/company.entity";
import { getCompany } from "../company/company";
import { isConditionFailure } from "../db/conditions";
import { nextId } from "../db/counters";
import { Organization, type OrganizationItem } from "./organization.entity";
import {
  organizationMessages,
  ZListOrganizationsInput,
  ZMigrateCompanyInput,
  ZOrganizationFields,
  ZUpdateOrganizationInput,
  type ListOrganizationsInput,
  type MigrateCompanyInput,
  type OrganizationFields,
  type OrganizationPage,
  type OrganizationView,
  type UpdateOrganizationInput,
} from "./organization.schema";

const notFound = () => new AppError("NOT_FOUND", organizationMessages.notFound);

const toView = (item: OrganizationItem): OrganizationView => ({
  id: item.organizationId,
  name: item.name,
  createDate: item.createDate,
});

export async function createOrganization(input: OrganizationFields): Promise<OrganizationView> {
  const { name } = ZOrganizationFields.parse(input);
  const at = nowIso();
  const created = await Organization.create({
    organizationId: String(await nextId("organization")),
    name,
    createDate: at,
    updateDate: at,
  }).go();
  return toView(created.data);
}

export async function getOrganization(organizationId: string): Promise<OrganizationView> {
  const result = await Organization.get({ organizationId }).go({ consistent: true });
  if (!result.data) throw notFound();
  return toView(result.data);
}

/** An offset page by name; the search matches any part of the name, ignoring case. */
export async function listOrganizations(input: ListOrganizationsInput): Promise<OrganizationPage> {
  const { limit, offset, searchQuery } = ZListOrganizationsInput.parse(input);
  const needle = searchQuery?.toLowerCase() ?? "";
  const result = await Organization.query.all({}).go({ pages: "all" });
  const matches = result.data
    .filter((item) => item.name.toLowerCase().includes(needle))
    .map(toView)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { items: matches.slice(offset, offset + limit), total: matches.length, offset, limit };
}

export async function updateOrganization(input: UpdateOrganizationInput): Promise<OrganizationView> {
  const { organizationId, name } = ZUpdateOrganizationInput.parse(input);
  try {
    const result = await Organization.patch({ organizationId })
      .set({ name, updateDate: nowIso() })
      .go({ response: "all_new" });
    return toView(result.data as OrganizationItem);
  } catch (error) {
    if (isConditionFailure(error)) throw notFound();
    throw error;
  }
}

const audited = new Service({ company: Company, audit: AuditEntry });

/** A company joins an organization once; the move cannot be repeated or undone here. */
export async function migrateCompanyToOrganization(
  input: MigrateCompanyInput,
  by: AuditActor,
): Promise<OrganizationView> {
  const { organizationId, companyId } = ZMigrateCompanyInput.parse(input);
  const [organization, company] = await Promise.all([getOrganization(organizationId), getCompany(companyId)]);
  if (company.organizationId) throw new AppError("CONFLICT", organizationMessages.alreadyMigrated);
  const entry = auditEntry(by, {
    companyId,
    action: "company.organizationMove",
    targetId: organizationId,
    targetLabel: organization.name,
    before: { organizationId: null },
    after: { organizationId },
  });
  const result = await audited.transaction
    .write(({ company: companies, audit }) => [
      companies
        .patch({ companyId })
        .set({ organizationId })
        .where((attributes, { notExists }) => notExists(attributes.organizationId))
        .commit(),
      audit.create(entry).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", organizationMessages.alreadyMigrated);
  return organization;
}
