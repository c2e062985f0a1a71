import { z } from "zod";
import {
  featureFlagNames,
  permissionFlagNames,
  ZCompanyId,
  type FeatureFlag,
  type PermissionFlag,
} from "./company.schema";

/** A feature flag or a company permission flag: both are switched by admins and read the same way. */
export type CompanyFlag = FeatureFlag | PermissionFlag;

/** Every listed flag with its value. */
export type CompanyFlags = {
  featureFlags: Record<FeatureFlag, boolean>;
  permissions: Record<PermissionFlag, boolean>;
};

/** What the company item stores: any keys, any values (older items, hand edits). */
export type StoredFlags = { featureFlags?: Record<string, unknown>; permissions?: Record<string, unknown> };

export const featureDisabledMessage = "This feature is not enabled for your company.";

export const isFeatureFlag = (name: string): name is FeatureFlag =>
  (featureFlagNames as readonly string[]).includes(name);

export const isPermissionFlag = (name: string): name is PermissionFlag =>
  (permissionFlagNames as readonly string[]).includes(name);

export const isCompanyFlag = (name: string): name is CompanyFlag =>
  isFeatureFlag(name) || isPermissionFlag(name);

function pick<N extends string>(
  names: readonly N[],
  stored: Record<string, unknown> = {},
): Record<N, boolean> {
  const entries = names.map((name) => [name, Object.hasOwn(stored, name) && stored[name] === true]);
  return Object.fromEntries(entries) as Record<N, boolean>;
}

/** Only listed flags are kept, and only a stored `true` is on: anything missing or odd is off. */
export function normalizeFlags(stored: StoredFlags): CompanyFlags {
  return {
    featureFlags: pick(featureFlagNames, stored.featureFlags),
    permissions: pick(permissionFlagNames, stored.permissions),
  };
}

export function flagValue(flags: CompanyFlags, flag: CompanyFlag): boolean {
  return isFeatureFlag(flag) ? flags.featureFlags[flag] : flags.permissions[flag];
}

export const ZSetFeatureFlagInput = z.object({
  companyId: ZCompanyId,
  flag: z.enum(featureFlagNames),
  enabled: z.boolean(),
});
export type SetFeatureFlagInput = z.input<typeof ZSetFeatureFlagInput>;

export const ZSetPermissionFlagInput = z.object({
  companyId: ZCompanyId,
  flag: z.enum(permissionFlagNames),
  enabled: z.boolean(),
});
export type SetPermissionFlagInput = z.input<typeof ZSetPermissionFlagInput>;
