import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gs1Date, gs1Messages, gtinKey, looksLikeGs1, parseGs1 } from "./gs1";

const gs = "\u001d";
const gtin = "00628417000378";

describe("parseGs1", () => {
  it("reads GTIN, lot and expiry in the FNC1 form, the lot ended by GS", () => {
    expect(parseGs1(`01${gtin}10LOT-A1${gs}17270331`, 2026)).toEqual({
      ok: true,
      data: { gtin, lot: "LOT-A1", expiry: "2027-03-31", serial: null },
    });
  });

  it("reads a lot that runs to the end of the code", () => {
    const result = parseGs1(`01${gtin}17270331${"10"}B-7`, 2026);
    expect(result).toEqual({ ok: true, data: { gtin, lot: "B-7", expiry: "2027-03-31", serial: null } });
  });

  it("reads the human-readable form with parentheses", () => {
    expect(parseGs1(`(01)${gtin}(17)261130(10)AB12`, 2026)).toEqual({
      ok: true,
      data: { gtin, lot: "AB12", expiry: "2026-11-30", serial: null },
    });
  });

  it.each(["]C1", "]d2", "]Q3"])("strips the %s symbology prefix", (prefix) => {
    const result = parseGs1(`${prefix}01${gtin}10X1`, 2026);
    expect(result.ok && result.data.lot).toBe("X1");
  });

  it("reads the packaging date 13, skips the dates 11 and 15 and reads the serial 21 up to GS", () => {
    const result = parseGs1(`${gs}01${gtin}11250101${"13"}250102${"15"}270101${"21"}SER9${gs}10L5`, 2026);
    expect(result).toEqual({
      ok: true,
      data: { gtin, lot: "L5", expiry: null, serial: "SER9", packaged: "2025-01-02" },
    });
  });

  it("rejects a GTIN with a wrong check digit", () => {
    expect(parseGs1(`01${gtin.slice(0, 13)}9${"10"}L1`)).toEqual({ ok: false, reason: gs1Messages.badGtin });
    expect(parseGs1(`(01)${gtin.slice(0, 13)}9`)).toEqual({ ok: false, reason: gs1Messages.badGtin });
  });

  it("rejects a short fixed field, a lot over 20 characters, a bad date and a code without 01", () => {
    expect(parseGs1(`(01)${gtin}(17)2701`)).toEqual({ ok: false, reason: gs1Messages.badLength("17") });
    expect(parseGs1(`(01)${gtin}(10)${"L".repeat(21)}`)).toEqual({
      ok: false,
      reason: gs1Messages.badLength("10"),
    });
    expect(parseGs1(`(10)LOT(17)270101`)).toEqual({ ok: false, reason: gs1Messages.noGtin });
    expect(parseGs1(`(01)${gtin}(17)271301`)).toEqual({ ok: false, reason: gs1Messages.badDate("17") });
  });

  it("leaves plain barcodes alone", () => {
    expect(looksLikeGs1("0628417000378")).toBe(false);
    expect(looksLikeGs1(gtin)).toBe(false);
    expect(looksLikeGs1("FL-PK-3.5")).toBe(false);
    expect(looksLikeGs1(`01${gtin}10A`)).toBe(true);
    expect(parseGs1("0628417000378")).toEqual({ ok: false, reason: gs1Messages.notGs1 });
  });
});

describe("parseGs1, both forms", () => {
  const lotChars = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789-/".split("");
  const field = fc.record({
    lot: fc.option(
      fc.array(fc.constantFrom(...lotChars), { minLength: 1, maxLength: 20 }).map((c) => c.join("")),
    ),
    expiry: fc.option(
      fc.date({ min: new Date("2000-01-01"), max: new Date("2060-12-31"), noInvalidDate: true }),
    ),
  });

  it("reads the same GTIN, lot and expiry from the FNC1 and the human-readable form, in any order", () => {
    fc.assert(
      fc.property(field, fc.boolean(), ({ lot, expiry }, lotFirst) => {
        const date = expiry?.toISOString().slice(0, 10) ?? null;
        const yymmdd = date === null ? null : date.slice(2).replaceAll("-", "");
        const parts: [string, string][] = [];
        if (lot !== null) parts.push(["10", lot]);
        if (yymmdd !== null) parts.push(["17", yymmdd]);
        if (!lotFirst) parts.reverse();
        const fnc1 = `01${gtin}${parts.map(([ai, value]) => `${ai}${value}`).join(gs)}`;
        const bracketed = `(01)${gtin}${parts.map(([ai, value]) => `(${ai})${value}`).join("")}`;
        const expected = { ok: true, data: { gtin, lot, expiry: date, serial: null } };
        // Without a prefix, "01" and a GTIN alone read as a plain barcode (see "leaves plain barcodes alone").
        if (parts.length > 0) expect(parseGs1(fnc1, 2026)).toEqual(expected);
        expect(parseGs1(`]d2${fnc1}`, 2026)).toEqual(expected);
        expect(parseGs1(bracketed, 2026)).toEqual(expected);
      }),
    );
  });

  it("refuses a code cut short or with a broken bracket, and names the first wrong field", () => {
    expect(parseGs1(`]d201${gtin.slice(0, 10)}`)).toEqual({ ok: false, reason: gs1Messages.badLength("01") });
    expect(parseGs1(`]d201${gtin}17${"2706"}`)).toEqual({ ok: false, reason: gs1Messages.badLength("17") });
    expect(parseGs1(`]d201${gtin}10`)).toEqual({ ok: false, reason: gs1Messages.badLength("10") });
    expect(parseGs1(`(01${gtin}`)).toEqual({ ok: false, reason: gs1Messages.notGs1 });
    expect(parseGs1(`(0A)${gtin}`)).toEqual({ ok: false, reason: gs1Messages.notGs1 });
    expect(parseGs1(`(01)${gtin}(3103)12`)).toEqual({ ok: false, reason: gs1Messages.badLength("3103") });
    expect(parseGs1(`(01)${gtin}(10)A${gs}B`, 2026)).toEqual({
      ok: true,
      data: { gtin, lot: "AB", expiry: null, serial: null },
    });
  });
});

describe("gs1Date", () => {
  it("makes day 00 the last day of the month, leap years included", () => {
    expect(gs1Date("280200", 2026)).toBe("2028-02-29");
    expect(gs1Date("270200", 2026)).toBe("2027-02-28");
    expect(gs1Date("270400", 2026)).toBe("2027-04-30");
  });

  it("rejects impossible dates and applies the GS1 century window", () => {
    expect(gs1Date("270231", 2026)).toBeNull();
    expect(gs1Date("270013", 2026)).toBeNull();
    expect(gs1Date("991231", 2026)).toBe("1999-12-31");
    expect(gs1Date("760101", 2026)).toBe("2076-01-01");
    expect(gs1Date("770101", 2026)).toBe("1977-01-01");
  });
});

describe("gtinKey", () => {
  it("pads GTIN-8, 12 and 13 to 14 digits", () => {
    expect(gtinKey("0628417000378")).toBe(gtin);
    expect(gtinKey("628417000378")).toBe(gtin);
    expect(gtinKey(gtin)).toBe(gtin);
  });
});
