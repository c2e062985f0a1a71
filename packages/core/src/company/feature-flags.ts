import { AppError } from "../common/errors";
import { Company } from "./company.entity";
import {
  featureDisabledMessage,
  flagValue,
  isCompanyFlag,
  normalizeFlags,
  ZSetFeatureFlagInput,
  ZSetPermissionFlagInput,
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

/** Sets one key of the stored map in place, so two admins switching different flags never undo each other. */
async function writeFlag(
  companyId: number,
  map: "featureFlags" | "permissions",
  flag: string,
  enabled: boolean,
): Promise<CompanyFlags> {
  const updated = await Company.patch({ companyId })
    .data((attributes, { set }) => set(attributes[map][flag], enabled))
    .go({ response: "all_new" })
    .catch((error: unknown) => {
      if (isMissingItem(error)) throw companyNotFound();
      throw error;
    });
  return normalizeFlags(updated.data);
}

/** `patch` only updates an existing item; ElectroDB reports a missing one as a failed condition. */
function isMissingItem(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && cause.name === "ConditionalCheckFailedException";
}

export async function setFeatureFlag(input: SetFeatureFlagInput): Promise<CompanyFlags> {
  const { companyId, flag, enabled } = ZSetFeatureFlagInput.parse(input);
  return writeFlag(companyId, "featureFlags", flag, enabled);
}

export async function setPermissionFlag(input: SetPermissionFlagInput): Promise<CompanyFlags> {
  const { companyId, flag, enabled } = ZSetPermissionFlagInput.parse(input);
  return writeFlag(companyId, "permissions", flag, enabled);
}
