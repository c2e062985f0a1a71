import { describe, expect, it } from "vitest";
import { featureFlagNames, permissionFlagNames } from "./company.schema";
import {
  flagValue,
  isCompanyFlag,
  isFeatureFlag,
  isPermissionFlag,
  normalizeFlags,
} from "./feature-flags.schema";

describe("company flags", () => {
  it("lists the 23 feature flags of dashboard.md 6 and the 7 permission flags of dashboard.md and admin.md, once each", () => {
    expect(new Set(featureFlagNames).size).toBe(23);
    expect(new Set(permissionFlagNames).size).toBe(7);
    expect(featureFlagNames.filter((name) => isPermissionFlag(name))).toEqual([]);
    expect(permissionFlagNames).toEqual(
      expect.arrayContaining([
        "canAccessLoyalty",
        "canUseExternalLoyalty",
        "canAccessWordPress",
        "canAccessInventoryConversions",
        "canAccessHeadset",
        "canAccessPricingGroups",
        "canAccessQuickBooks",
      ]),
    );
  });

  it("knows a flag only by its exact name", () => {
    expect(isFeatureFlag("taxConfig")).toBe(true);
    expect(isPermissionFlag("canAccessHeadset")).toBe(true);
    expect(isCompanyFlag("canAccessHeadset")).toBe(true);
    for (const name of ["TaxConfig", "constructor", "toString", "", "canAccessheadset"])
      expect(isCompanyFlag(name), name).toBe(false);
  });

  it("normalizes what is stored: every listed flag, only a stored true is on, stray keys dropped", () => {
    const flags = normalizeFlags({
      featureFlags: { worldpay: true, taxConfig: "true", ircc: 1, retired: true },
      permissions: { canAccessLoyalty: true, canAccessHeadset: false },
    });
    expect(Object.keys(flags.featureFlags)).toEqual([...featureFlagNames]);
    expect(Object.keys(flags.permissions)).toEqual([...permissionFlagNames]);
    expect(flagValue(flags, "worldpay")).toBe(true);
    expect(flagValue(flags, "taxConfig")).toBe(false);
    expect(flagValue(flags, "ircc")).toBe(false);
    expect(flagValue(flags, "canAccessLoyalty")).toBe(true);
    expect(flagValue(flags, "canAccessHeadset")).toBe(false);
    expect("retired" in flags.featureFlags).toBe(false);
  });

  it("treats a company with nothing stored as all off", () => {
    const flags = normalizeFlags({});
    expect([...Object.values(flags.featureFlags), ...Object.values(flags.permissions)]).not.toContain(true);
  });
});
