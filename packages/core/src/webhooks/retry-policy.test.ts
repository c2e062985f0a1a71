import { describe, expect, it } from "vitest";
import { maxAttempts, nextDelayMs } from "./retry-policy";

describe("webhook retry policy", () => {
  it("backs off 1 min, 5 min, 30 min, 2 h, 12 h, then gives up", () => {
    expect([1, 2, 3, 4, 5].map(nextDelayMs)).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 43_200_000]);
    expect(nextDelayMs(6)).toBeNull();
    expect(maxAttempts).toBe(6);
  });
});
