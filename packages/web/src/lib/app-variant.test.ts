import { describe, expect, it } from "vitest";
import { appVariant, posOnlyHidden, variantOf, variantShows } from "./app-variant";

describe("app variant", () => {
  it("is POS-only only when the build says exactly pos-only", () => {
    expect(variantOf("pos-only")).toBe("pos-only");
    for (const value of [undefined, "", "full", "POS-only", "pos"]) expect(variantOf(value)).toBe("full");
    expect(appVariant).toBe("full");
  });

  it("hides the eight features of dashboard.md 6 in the POS-only variant, and nothing in the full app", () => {
    expect([...posOnlyHidden]).toEqual([
      "outreach",
      "terpene",
      "capital",
      "complianceReport",
      "invoiceProvinceImport",
      "merrcoMoneris",
      "legacyKnowledgeBase",
      "trainingSessions",
    ]);
    for (const feature of posOnlyHidden) {
      expect(variantShows("pos-only", feature), feature).toBe(false);
      expect(variantShows("full", feature), feature).toBe(true);
    }
  });
});
