import { describe, expect, it } from "vitest";

import { CANADIAN_PROVINCES, US_STATES, findRegion, regionLabels, regionsFor } from "./regions";

describe("regionLabels", () => {
  it("uses State and Zip Code for a US company", () => {
    expect(regionLabels("USA")).toEqual({ region: "State", postal: "Zip Code" });
  });

  it("uses Province and Postal Code otherwise", () => {
    expect(regionLabels("Canada")).toEqual({ region: "Province", postal: "Postal Code" });
    expect(regionLabels("")).toEqual({ region: "Province", postal: "Postal Code" });
  });
});

describe("regionsFor", () => {
  it("lists the 13 Canadian provinces and territories", () => {
    expect(regionsFor("Canada").map((r) => r.code)).toEqual([
      "AB",
      "BC",
      "MB",
      "NB",
      "NL",
      "NS",
      "NT",
      "NU",
      "ON",
      "PE",
      "QC",
      "SK",
      "YT",
    ]);
  });

  it("lists the 50 US states and DC", () => {
    expect(regionsFor("USA")).toBe(US_STATES);
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.some((s) => s.code === "DC")).toBe(true);
  });

  it("has unique codes", () => {
    for (const list of [CANADIAN_PROVINCES, US_STATES]) {
      expect(new Set(list.map((r) => r.code)).size).toBe(list.length);
    }
  });
});

describe("findRegion", () => {
  it("finds by code or by name, case-insensitively", () => {
    expect(findRegion("Canada", "on")?.name).toBe("Ontario");
    expect(findRegion("Canada", " british columbia ")?.code).toBe("BC");
    expect(findRegion("USA", "Texas")?.code).toBe("TX");
  });

  it("returns null for empty or unknown values and for the other country", () => {
    expect(findRegion("Canada", "")).toBeNull();
    expect(findRegion("Canada", null)).toBeNull();
    expect(findRegion("Canada", "TX")).toBeNull();
  });
});
