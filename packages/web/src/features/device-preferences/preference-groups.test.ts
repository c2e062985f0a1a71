import { describe, expect, it } from "vitest";
import { devicePreferenceDefaults } from "@pos/core/device/device-preferences.schema";
import { preferenceGroups } from "./preference-groups";

describe("preferenceGroups", () => {
  it("shows every device preference exactly once", () => {
    const keys = preferenceGroups.flatMap((group) => group.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(devicePreferenceDefaults).sort());
  });
});
