import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateBarcode } from "./barcode";

const at = new Date("2026-03-01T12:00:00.000Z");

describe("generateBarcode", () => {
  it("is 11 digits, the first not 0, and the same for the same name and date", () => {
    const barcode = generateBarcode("Blue Dream 3.5g", at);
    expect(barcode).toMatch(/^[1-9]\d{10}$/);
    expect(generateBarcode("Blue Dream 3.5g", new Date(at))).toBe(barcode);
    expect(generateBarcode("  Blue Dream 3.5g ", at)).toBe(barcode);
  });

  it("changes with the name and with the date", () => {
    const barcode = generateBarcode("Blue Dream 3.5g", at);
    expect(generateBarcode("Blue Dream 7g", at)).not.toBe(barcode);
    expect(generateBarcode("Blue Dream 3.5g", new Date(at.getTime() + 1))).not.toBe(barcode);
  });

  it("is always 11 digits and rarely repeats", () => {
    const dates = fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true });
    fc.assert(
      fc.property(fc.string(), dates, (name, date) => {
        expect(generateBarcode(name, date)).toMatch(/^[1-9]\d{10}$/);
      }),
    );
    const names = Array.from({ length: 5000 }, (_, index) => `Product ${index}`);
    expect(new Set(names.map((name) => generateBarcode(name, at))).size).toBe(names.length);
  });
});
