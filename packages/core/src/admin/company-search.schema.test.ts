import { describe, expect, it } from "vitest";
import { isValidLicence, searchKind, ZCompanySearchInput } from "./company-search.schema";

describe("admin company search kind (admin.md 5)", () => {
  it("digits are a company id", () => {
    expect(searchKind("1000")).toBe("id");
    expect(searchKind(" 42 ", "AB")).toBe("id");
  });

  it("a licence is looked up for Ontario or no province only", () => {
    expect(searchKind("CRSA1234567")).toBe("licence");
    expect(searchKind("crsa1234567", "ON")).toBe("licence");
    expect(searchKind("CRSA1234567", "AB")).toBe("name");
  });

  it("anything else is a name", () => {
    expect(searchKind("Green Leaf")).toBe("name");
    expect(searchKind("CRSA123456")).toBe("name");
    expect(searchKind("CRSA12345678")).toBe("name");
    expect(searchKind("12a")).toBe("name");
  });

  it("a licence is CRSA plus exactly 7 digits", () => {
    expect(isValidLicence("CRSA0000001")).toBe(true);
    expect(isValidLicence("CRS1234567")).toBe(false);
    expect(isValidLicence("CRSA1234567 x")).toBe(false);
  });

  it("an empty search is refused with the spec's warning", () => {
    const result = ZCompanySearchInput.safeParse({ search: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Please type company's ID or name");
    expect(ZCompanySearchInput.parse({}).search).toBeUndefined();
  });
});
