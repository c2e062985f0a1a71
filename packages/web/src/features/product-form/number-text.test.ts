import { describe, expect, it } from "vitest";
import { cleanDecimal, formatDecimal, parseDecimal, tagLabel } from "./number-text";

describe("decimal inputs", () => {
  it("keep digits and one dot, with at most the allowed decimals", () => {
    expect(cleanDecimal("12.345", 1)).toBe("12.3");
    expect(cleanDecimal("1a2.3.4", 3)).toBe("12.34");
    expect(cleanDecimal("3,5", 2)).toBe("3.5");
    expect(cleanDecimal("-7", 2)).toBe("7");
    expect(cleanDecimal("7.9", 0)).toBe("7");
    expect(cleanDecimal("50.", 1)).toBe("50.");
  });

  it("read empty text as null and a trailing dot as the whole number", () => {
    expect(parseDecimal("")).toBeNull();
    expect(parseDecimal(".")).toBeNull();
    expect(parseDecimal("50.")).toBe(50);
    expect(parseDecimal("0.25")).toBe(0.25);
  });

  it("show numbers without trailing zeros and null as empty", () => {
    expect(formatDecimal(33.333333, 1)).toBe("33.3");
    expect(formatDecimal(20, 3)).toBe("20");
    expect(formatDecimal(null, 1)).toBe("");
  });
});

describe("tagLabel", () => {
  it("shows 16 characters and marks a longer tag as cut", () => {
    expect(tagLabel("indoor", 16)).toBe("indoor");
    expect(tagLabel("sixteen-chars-ok", 16)).toBe("sixteen-chars-ok");
    expect(tagLabel("seventeen-chars-x", 16)).toBe("seventeen-chars-…");
    expect(tagLabel("ééééééééééééééééé", 16)).toBe("éééééééééééééééé…");
  });
});
