import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, systemActor, type AuditActor } from "../audit/audit";
import { AppError } from "../common/errors";
import { Company } from "./company.entity";
import {
  featureDisabledMessage,
  flagValue,
  isCompanyFlag,
  normalizeFlags,
  ZSetFeatureFlagInput,
  ZSetPermissionFlagInput,
  type CompanyFlag,
  type CompanyFlags,
  type SetFeatureFlagInput,
  type SetPermissionFlagInput,
} from "./feature-flags.schema";

const companyNotFound = () => new AppError("NOT_FOUND", "Company not found");

/**
 * Flags are read once per request, never cached across requests, and with a consistent read, so an admin's
 * change holds from the very next request on every server.
 */
async function readFlags(companyId: number): Promise<CompanyFlags | null> {
  const result = await Company.get({ companyId }).go({
    attributes: ["featureFlags", "permissions"],
    consistent: true,
  });
  return result.data ? normalizeFlags(result.data) : null;
}

export async function getCompanyFlags(companyId: number): Promise<CompanyFlags> {
  const flags = await readFlags(companyId);
  if (!flags) throw companyNotFound();
  return flags;
}

/** The one server-side check. Never throws: an unknown flag, a missing company or a failed read mean disabled. */
export async function isFeatureEnabled(companyId: number, flag: string): Promise<boolean> {
  if (!isCompanyFlag(flag)) return false;
  try {
    const flags = await readFlags(companyId);
    return flags !== null && flagValue(flags, flag);
  } catch (error) {
    console.error(`Flag ${flag} of company ${companyId} could not be read; treated as disabled`, error);
    return false;
  }
}

export async function assertFeature(companyId: number, flag: string): Promise<void> {
  if (!(await isFeatureEnabled(companyId, flag))) throw new AppError("FORBIDDEN", featureDisabledMessage);
}

const audited = new Service({ company: Company, audit: AuditEntry });

/**
 * Sets one key of the stored map in place, so two admins switching different flags never undo each other;
 * the audit entry is written in the same transaction.
 */
async function writeFlag(
  companyId: number,
  map: "featureFlags" | "permissions",
  flag: CompanyFlag,
  enabled: boolean,
  by: AuditActor,
): Promise<CompanyFlags> {
  const before = flagValue(await getCompanyFlags(companyId), flag);
  const entry = auditEntry(by, {
    companyId,
    action: map === "featureFlags" ? "company.featureFlag" : "company.permissionFlag",
    targetId: flag,
    targetLabel: flag,
    before: { [flag]: before },
    after: { [flag]: enabled },
  });
  const result = await audited.transaction
    .write(({ company, audit }) => [
      company
        .patch({ companyId })
        .data((attributes, { set }) => set(attributes[map][flag], enabled))
        .commit(),
      audit.create(entry).commit(),
    ])
    .go();
  if (result.canceled) throw companyNotFound();
  return getCompanyFlags(companyId);
}

export async function setFeatureFlag(
  input: SetFeatureFlagInput,
  by: AuditActor = systemActor,
): Promise<CompanyFlags> {
  const { companyId, flag, enabled } = ZSetFeatureFlagInput.parse(input);
  return writeFlag(companyId, "featureFlags", flag, enabled, by);
}

export async function setPermissionFlag(
  input: SetPermissionFlagInput,
  by: AuditActor = systemActor,
): Promise<CompanyFlags> {
  const { companyId, flag, enabled } = ZSetPermissionFlagInput.parse(input);
  return writeFlag(companyId, "permissions", flag, enabled, by);
}
