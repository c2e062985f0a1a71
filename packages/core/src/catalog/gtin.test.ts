import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidGtin } from "./gtin";

describe("isValidGtin", () => {
  it("accepts real GTIN-8, UPC-A, EAN-13 and GTIN-14 codes", () => {
    for (const code of ["96385074", "036000291452", "4006381333931", "10614141000415", "00012345600012"])
      expect(isValidGtin(code), code).toBe(true);
  });

  it("refuses a wrong check digit, other lengths, non-digits and all zeros", () => {
    for (const code of [
      "036000291453",
      "4006381333932",
      "1234567",
      "123456789",
      "12345678901",
      "123456789012345",
      "03600029145a",
      " 036000291452",
      "",
      "00000000",
    ])
      expect(isValidGtin(code), code).toBe(false);
  });

  it("exactly one check digit completes any body", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(7, 11, 12, 13).chain((length) => fc.stringMatching(new RegExp(`^\\d{${length}}$`))),
        (body) => {
          fc.pre(!/^0+$/.test(body));
          const valid = [..."0123456789"].filter((digit) => isValidGtin(body + digit));
          expect(valid).toHaveLength(1);
        },
      ),
    );
  });
});
