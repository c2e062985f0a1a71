import { describe, expect, it } from "vitest";
import { needsTokenRefresh } from "./gift-card-token";

const at = new Date("2026-11-26T10:00:00.000Z");
const expiringIn = (ms: number) => ({
  accessToken: "t",
  expiresAt: new Date(at.getTime() + ms).toISOString(),
});

describe("gift-card access token refresh", () => {
  it("refreshes when the token or its expiry is missing", () => {
    expect(needsTokenRefresh(null, at)).toBe(true);
    expect(needsTokenRefresh({ accessToken: null, expiresAt: expiringIn(3_600_000).expiresAt }, at)).toBe(
      true,
    );
    expect(needsTokenRefresh({ accessToken: "t", expiresAt: null }, at)).toBe(true);
  });

  it("refreshes at 5 minutes or less left, not before", () => {
    expect(needsTokenRefresh(expiringIn(5 * 60_000), at)).toBe(true);
    expect(needsTokenRefresh(expiringIn(5 * 60_000 - 1), at)).toBe(true);
    expect(needsTokenRefresh(expiringIn(5 * 60_000 + 1), at)).toBe(false);
    expect(needsTokenRefresh(expiringIn(-1), at)).toBe(true);
  });
});
