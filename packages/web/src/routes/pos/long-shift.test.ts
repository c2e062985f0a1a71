import { describe, expect, it } from "vitest";
import { isLongShift } from "./long-shift";

describe("a long shift", () => {
  const start = "2026-11-20T10:00:00.000Z";
  const at = (ms: number) => Date.parse(start) + ms;

  it("is flagged only after 86 400 000 ms", () => {
    expect(isLongShift(start, at(86_400_000))).toBe(false);
    expect(isLongShift(start, at(86_400_001))).toBe(true);
    expect(isLongShift(start, at(3_600_000))).toBe(false);
  });
});
