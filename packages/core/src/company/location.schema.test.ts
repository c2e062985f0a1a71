import { describe, expect, it } from "vitest";
import {
  addressLine,
  checkPostalCode,
  isValidCrsa,
  isValidPhone,
  locationFormFor,
  weekdays,
} from "./location.schema";

const week = Object.fromEntries(
  weekdays.map((day) => [day, { closed: false, open: "09:00", close: "21:00" }]),
);
const form = {
  name: "Queen West",
  street: "",
  city: "",
  province: null,
  postalCode: "",
  crsaStoreId: "",
  phone: "",
  timezone: "America/Toronto",
  defaultTaxGroupId: null,
};

describe("location rules (admin.md 5)", () => {
  it("takes phones of 10 or 11 digits with an optional leading plus, formatting aside", () => {
    expect(["4165550142", "(416) 555-0142", "+1 416 555 0142", "1.416.555.0142"].map(isValidPhone)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["416555014", "+1 416 555 01422", "416-555-CALL", "++14165550142"].map(isValidPhone)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("takes a licence only as CRSA and exactly 7 digits", () => {
    expect(isValidCrsa("CRSA1234567")).toBe(true);
    expect(["CRSA123456", "CRSA12345678", "crsa1234567", "XCRSA1234567"].some(isValidCrsa)).toBe(false);
  });

  it("prints a Canadian postal code as A1A 1A1 and a ZIP code as given", () => {
    expect(checkPostalCode("Canada", "M6J1E8")).toEqual({ ok: true, value: "M6J 1E8" });
    expect(checkPostalCode("Canada", "M6J 1EE").ok).toBe(false);
    expect(checkPostalCode("USA", "98101-1234")).toEqual({ ok: true, value: "98101-1234" });
    expect(checkPostalCode("USA", "M6J 1E8").ok).toBe(false);
  });

  it("joins the address parts that are set into the receipt's line", () => {
    expect(
      addressLine({ street: "712 Queen St W", city: "Toronto", province: "ON", postalCode: "M6J 1E8" }),
    ).toBe("712 Queen St W, Toronto, ON M6J 1E8");
    expect(addressLine({ street: null, city: null, province: null, postalCode: null })).toBeNull();
  });

  it("checks the opening hours only while they are switched on, and sends null when off", () => {
    const bad = { ...week, friday: { closed: false, open: "18:00", close: "09:00" } };
    const on = locationFormFor("Canada").safeParse({ ...form, hasHours: true, openingHours: bad });
    expect(on.error?.issues[0]).toMatchObject({
      message: "The closing time must be after the opening time",
      path: ["openingHours", "friday", "close"],
    });
    const off = locationFormFor("Canada").parse({ ...form, hasHours: false, openingHours: bad });
    expect(off.openingHours).toBeNull();
    expect(
      locationFormFor("Canada").safeParse({
        ...form,
        postalCode: "90210",
        hasHours: false,
        openingHours: week,
      }).error?.issues[0]?.message,
    ).toBe("Enter a Canadian postal code like A1A 1A1");
  });
});
