import { describe, expect, it } from "vitest";
import { companyToggles, needsLotTrackingAlert, toggleValue, ZSetBannerInput } from "./company-admin.schema";

const base = {
  province: "ON",
  isPaid: true,
  isLicensed: false,
  isBatchTracking: false,
  permissions: { canAccessHeadset: true, canAccessWordPress: false },
  metaData: { pennyRounding: "true", hasVirtualLocation: "yes" },
};

describe("company switches (admin.md 4)", () => {
  it("are the ten of the spec", () => {
    expect(companyToggles).toHaveLength(10);
  });

  it("read fields, permission flags and the metaData strings", () => {
    expect(toggleValue(base, "isPaid")).toBe(true);
    expect(toggleValue(base, "isLicensed")).toBe(false);
    expect(toggleValue(base, "canAccessHeadset")).toBe(true);
    expect(toggleValue(base, "canAccessQuickBooks")).toBe(false);
    expect(toggleValue(base, "pennyRounding")).toBe(true);
    // Only the string "true" is on.
    expect(toggleValue(base, "hasVirtualLocation")).toBe(false);
  });

  it("Alberta without lot tracking gets the alert; with it, or elsewhere, not", () => {
    expect(needsLotTrackingAlert({ province: "AB", isBatchTracking: false })).toBe(true);
    expect(needsLotTrackingAlert({ province: "AB", isBatchTracking: true })).toBe(false);
    expect(needsLotTrackingAlert({ province: "ON", isBatchTracking: false })).toBe(false);
  });

  it("a banner is trimmed, may be empty, and has at most 2000 characters", () => {
    expect(ZSetBannerInput.parse({ companyId: 1, bannerMessage: "  hi \n" }).bannerMessage).toBe("hi");
    expect(ZSetBannerInput.parse({ companyId: 1, bannerMessage: "" }).bannerMessage).toBe("");
    expect(ZSetBannerInput.safeParse({ companyId: 1, bannerMessage: "x".repeat(2001) }).success).toBe(false);
  });
});
