import { describe, expect, it } from "vitest";
import { niceMax } from "./bar-chart";

describe("chart axis", () => {
  it("rounds the maximum up to 1, 2 or 5 times a power of ten, at least 2", () => {
    expect([0, 1, 3, 7, 12, 150, 4999].map(niceMax)).toEqual([2, 2, 5, 10, 20, 200, 5000]);
  });
});
