// The GS1 AI table (issue 16): every AI of the General Specifications, their lengths, FNC1 rules and decimal
// positions, and unknown AIs skipped so they never break the scan of a known GTIN.
import { describe, expect, it } from "vitest";
import { gs1Formats } from "./gs1-ai-format";
import { gs1Messages, parseGs1 } from "./gs1";

const gs = "\u001d";
const gtin = "00628417000378";
const plain = { gtin, lot: null, expiry: null, serial: null };

describe("the GS1 AI table", () => {
  it("knows every AI family of the General Specifications, not a handful", () => {
    expect(gs1Formats.size).toBeGreaterThan(500);
    for (const ai of [
      "00",
      "02",
      "20",
      "235",
      "253",
      "30",
      "3103",
      "3922",
      "3932",
      "401",
      "414",
      "4309",
      "7003",
    ])
      expect(gs1Formats.has(ai), ai).toBe(true);
    for (const ai of ["710", "7240", "8003", "8006", "8020", "8200", "90", "91", "99"])
      expect(gs1Formats.has(ai), ai).toBe(true);
  });

  it("gives each AI its data length and whether FNC1 may follow it", () => {
    expect(gs1Formats.get("00")).toMatchObject({ predefined: true, min: 18, max: 18 });
    expect(gs1Formats.get("3103")).toMatchObject({ predefined: true, min: 6, max: 6 });
    expect(gs1Formats.get("10")).toMatchObject({ predefined: false, min: 1, max: 20 });
    expect(gs1Formats.get("3932")).toMatchObject({ predefined: false, min: 4, max: 18 });
    expect(gs1Formats.get("7003")).toMatchObject({ predefined: false, min: 10, max: 10 });
    expect(gs1Formats.get("8200")).toMatchObject({ predefined: false, min: 1, max: 70 });
  });

  it("has decimal positions 0-5 for measures and 0-9 for amounts, nothing beyond", () => {
    for (const ai of ["3100", "3105", "3695", "3900", "3909", "3919", "3929", "3939", "3943", "3955"])
      expect(gs1Formats.has(ai), ai).toBe(true);
    for (const ai of ["3106", "3109", "3696", "3944", "3956"]) expect(gs1Formats.has(ai), ai).toBe(false);
  });
});

describe("parseGs1 with the whole AI table", () => {
  it.each([
    ["net weight 3103 (predefined length, no FNC1 needed)", `01${gtin}3103001250${"10"}L1`],
    ["gross weight 3302 and length 3112", `01${gtin}3302000450311200012310L1`],
    ["a price with currency 3932 then FNC1", `01${gtin}3932124000012995${gs}10L1`],
    ["an amount 3922 at the end", `01${gtin}10L1${gs}39220799`],
    ["best before 15, sell by 16, variant 20", `01${gtin}1527063016270601200710L1`],
    ["an SSCC 00 before the GTIN", `]C100006141411234567890${"01"}${gtin}10L1`],
    ["a ship-to GLN 410 and count 37", `01${gtin}4100614141000036${"37"}13${gs}10L1`],
    ["country of origin 422 and the product URL 8200", `01${gtin}422124${gs}8200https://ex.am/p${gs}10L1`],
    ["an internal field 91 and 99", `01${gtin}91ABC-123${gs}99X${gs}10L1`],
    ["an expiry time 7003 (fixed length, ends at FNC1)", `01${gtin}70032706301200${gs}10L1`],
    ["a CPV 22 and a TPX 235", `01${gtin}22V-1${gs}235TPX9${gs}10L1`],
  ])("reads the lot around %s", (_name, code) => {
    expect(parseGs1(code, 2026)).toEqual({ ok: true, data: { ...plain, lot: "L1" } });
  });

  it("reads the same fields in the human-readable form", () => {
    expect(parseGs1(`(01)${gtin}(3103)001250(3932)124000012995(7003)2706301200(10)L1`, 2026)).toEqual({
      ok: true,
      data: { ...plain, lot: "L1" },
    });
  });

  it("checks a fixed field that needs FNC1 after it (7003 run into the lot is too long)", () => {
    expect(parseGs1(`01${gtin}7003270630120010L1`)).toEqual({
      ok: false,
      reason: gs1Messages.badLength("7003"),
    });
  });

  it("checks digits, character set 82 and check digits of known AIs", () => {
    expect(parseGs1(`01${gtin}3103A01250`)).toEqual({ ok: false, reason: gs1Messages.badCharacters("3103") });
    expect(parseGs1(`(01)${gtin}(10)L 1`)).toEqual({ ok: false, reason: gs1Messages.badCharacters("10") });
    expect(parseGs1(`(01)${gtin}(414)0614141000030`)).toEqual({
      ok: false,
      reason: gs1Messages.badCheckDigit("414"),
    });
    expect(parseGs1(`(01)${gtin}(414)0614141000036`).ok).toBe(true);
    expect(parseGs1(`(01)${gtin}(15)271301`)).toEqual({ ok: false, reason: gs1Messages.badDate("15") });
  });

  it("never lets an unknown AI break the scan of a known GTIN", () => {
    // 3106 and 14 are unassigned in predefined-length families (skipped by their length), 7099 and 8999 end at
    // FNC1 or the end of the code; in brackets an unknown AI's field runs to the next "(".
    for (const code of [
      `01${gtin}3106001250${"10"}L1`,
      `01${gtin}14270101${"10"}L1`,
      `01${gtin}7099whatever${gs}10L1`,
      `01${gtin}10L1${gs}8999anything-at-all`,
      `]d2${"8999"}X${gs}01${gtin}10L1`,
      `(01)${gtin}(7099)X(10)L1`,
      `(01)${gtin}(10)L1(8999)?`,
    ])
      expect(parseGs1(code, 2026), code).toEqual({ ok: true, data: { ...plain, lot: "L1" } });
    expect(parseGs1(`(7099)X(10)L1`)).toEqual({ ok: false, reason: gs1Messages.noGtin });
  });
});
