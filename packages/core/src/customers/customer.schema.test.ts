import { describe, expect, it } from "vitest";
import { customerMessages, normalizePostalCode, ZCustomerFields } from "./customer.schema";
import { normaliseQuery } from "./customer-search";

const issue = (input: Record<string, unknown>) => {
  const result = ZCustomerFields.safeParse({ name: "Ann", ...input });
  return result.success ? null : result.error.issues[0]?.message;
};

describe("customer fields", () => {
  it("take a phone of 10 or 11 digits with an optional leading plus, punctuation removed", () => {
    expect(ZCustomerFields.parse({ name: "Ann", phone: "(613) 555-0101" }).phone).toBe("6135550101");
    expect(ZCustomerFields.parse({ name: "Ann", phone: "+1 613.555.0101" }).phone).toBe("+16135550101");
    expect(ZCustomerFields.parse({ name: "Ann", phone: "  " }).phone).toBeNull();
    for (const phone of ["613555010", "+161355501011", "613-555-01a1", "++6135550101"])
      expect(issue({ phone })).toBe(customerMessages.phone);
  });

  it("store blanks as null, trim text and refuse impossible birthdays", () => {
    const fields = ZCustomerFields.parse({ name: "  Ann ", email: "", city: "  Ottawa ", notes: "   " });
    expect(fields).toMatchObject({ name: "Ann", email: null, city: "Ottawa", notes: null, gender: null });
    expect(issue({ birthday: "1999-13-01" })).toBe(customerMessages.birthday);
    expect(issue({ birthday: "1899-12-31" })).toBe(customerMessages.birthday);
    expect(ZCustomerFields.parse({ name: "Ann", birthday: "2000-02-29" }).birthday).toBe("2000-02-29");
    expect(issue({ name: "x".repeat(121) })).toBe(customerMessages.nameTooLong);
  });

  it("check postal codes by the company's country", () => {
    expect(normalizePostalCode("k1a0b1", "Canada")).toBe("K1A 0B1");
    expect(normalizePostalCode("K1A-0B1", "Canada")).toBe("K1A 0B1");
    expect(normalizePostalCode("K1A 0B", "Canada")).toBeNull();
    expect(normalizePostalCode("12345", "Canada")).toBeNull();
    expect(normalizePostalCode("12345", "USA")).toBe("12345");
    expect(normalizePostalCode("12345-6789", "USA")).toBe("12345-6789");
    expect(normalizePostalCode("K1A 0B1", "USA")).toBeNull();
  });

  it("search a phone-like query by its digits and anything else by its normalised text", () => {
    expect(normaliseQuery(" (613) 555-01 ")).toBe("61355501");
    expect(normaliseQuery("+1 613")).toBe("1613");
    expect(normaliseQuery("Chloé ")).toBe("chloe");
    expect(normaliseQuery("card-12")).toBe("card-12");
  });
});
