import { describe, expect, it } from "vitest";
import { AppError } from "../common/errors";
import { assertOfLegalAge, comingOfAgeDate, isOfLegalAge, legalAge, legalAgeMessages } from "./legal-age";

const edmonton = "America/Edmonton";

describe("legal age", () => {
  it("is 18 in Alberta, 21 in Quebec, 19 elsewhere in Canada and 21 in US states", () => {
    expect(legalAge("Canada", "AB")).toBe(18);
    expect(legalAge("Canada", "QC")).toBe(21);
    for (const province of ["BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "SK", "YT"]) {
      expect(legalAge("Canada", province)).toBe(19);
    }
    expect(legalAge("Canada", " ab ")).toBe(18);
    expect(legalAge("USA", "CA")).toBe(21);
    expect(legalAge("USA", "NY")).toBe(21);
  });

  it("refuses an unknown country or province", () => {
    expect(() => legalAge("France", "IDF")).toThrow(legalAgeMessages.unknownCountry("France"));
    expect(() => legalAge("Canada", "XX")).toThrow(
      new AppError("INVALID_INPUT", legalAgeMessages.unknownProvince("XX")),
    );
  });

  it("starts on the birthday, in the store's time zone", () => {
    const birthday = "2008-04-15"; // 18 on 15 April 2026
    expect(isOfLegalAge(birthday, new Date("2026-04-15T06:00:00Z"), edmonton, "Canada", "AB")).toBe(true); // 00:00
    expect(isOfLegalAge(birthday, new Date("2026-04-15T05:59:00Z"), edmonton, "Canada", "AB")).toBe(false); // 23:59 the day before
    expect(isOfLegalAge(birthday, new Date("2026-04-15T05:59:00Z"), "America/Toronto", "Canada", "AB")).toBe(
      true,
    );
    expect(isOfLegalAge(birthday, new Date("2026-04-15T12:00:00Z"), edmonton, "Canada", "BC")).toBe(false);
    expect(isOfLegalAge("2007-04-15", new Date("2026-04-15T12:00:00Z"), edmonton, "Canada", "BC")).toBe(true);
    expect(isOfLegalAge("2005-04-16", new Date("2026-04-15T12:00:00Z"), edmonton, "Canada", "QC")).toBe(
      false,
    );
    expect(isOfLegalAge("2005-04-15", new Date("2026-04-15T12:00:00Z"), edmonton, "USA", "WA")).toBe(true);
  });

  it("someone born on 29 February comes of age on 1 March in a year without one", () => {
    expect(comingOfAgeDate("2008-02-29", 18)).toBe("2026-03-01");
    expect(comingOfAgeDate("2008-02-29", 20)).toBe("2028-02-29");
    const on = (iso: string) => new Date(iso);
    expect(isOfLegalAge("2008-02-29", on("2026-02-28T19:00:00Z"), edmonton, "Canada", "AB")).toBe(false);
    expect(isOfLegalAge("2008-02-29", on("2026-03-01T19:00:00Z"), edmonton, "Canada", "AB")).toBe(true);
  });

  it("refuses a birthday that is not a real date", () => {
    for (const birthday of ["2008-02-30", "15/04/2008", "2008-13-01", ""]) {
      expect(() => comingOfAgeDate(birthday, 18)).toThrow(legalAgeMessages.badBirthday);
    }
  });

  it("an under-age customer cannot be attached to a sale; one without a birthday can", () => {
    const on = new Date("2026-04-15T18:00:00Z");
    expect(() => assertOfLegalAge("2008-04-16", on, edmonton, "Canada", "AB")).toThrow(
      "This customer is under 18, the legal age in this store's province, and cannot be added to a sale.",
    );
    expect(() => assertOfLegalAge("2008-04-15", on, edmonton, "Canada", "AB")).not.toThrow();
    expect(() => assertOfLegalAge(null, on, edmonton, "Canada", "QC")).not.toThrow();
  });
});
