import { describe, expect, it } from "vitest";
import { checkPassword } from "./password-rules";

describe("password rules", () => {
  it("accepts a password meeting all five rules", () => {
    expect(checkPassword("Owner#Demo2026")).toEqual({
      valid: true,
      failed: [],
    });
  });

  it.each([
    ["Ab#1xyz", "length"],
    ["Abcdefg1", "special"],
    ["Abcdefg#", "digit"],
    ["ABCDEFG#1", "lower"],
    ["abcdefg#1", "upper"],
    ["Abcdefg_1", "special"],
  ])("%s fails the %s rule", (password, rule) => {
    expect(checkPassword(password).failed).toEqual([rule]);
  });
});
