import { describe, expect, it } from "vitest";
import { formatCents, formatCentsShort, toCents } from "./money";

describe("money", () => {
  it("formats cents as dollars with two decimals and a dash when empty", () => {
    expect(formatCents(123450)).toBe("$1,234.50");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(-250)).toBe("-$2.50");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(null)).toBe("-");
    expect(formatCents(undefined)).toBe("-");
  });

  it("shortens with K, M and B", () => {
    expect(formatCentsShort(95_000)).toBe("$950");
    expect(formatCentsShort(95_050)).toBe("$950.50");
    expect(formatCentsShort(123_456)).toBe("$1.2K");
    expect(formatCentsShort(100_000)).toBe("$1K");
    expect(formatCentsShort(345_678_900)).toBe("$3.4M");
    expect(formatCentsShort(150_000_000_000)).toBe("$1.5B");
    expect(formatCentsShort(-199_999)).toBe("-$1.9K");
    expect(formatCentsShort(null)).toBe("-");
  });

  it("turns dollars into whole cents", () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-0.125)).toBe(-13);
  });
});
