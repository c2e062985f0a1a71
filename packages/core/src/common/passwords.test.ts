import { describe, expect, it } from "vitest";
import { hashSecret, verifySecret } from "./passwords";

describe("scrypt hashing", () => {
  it("verifies the right secret only, with a fresh salt each time", async () => {
    const first = await hashSecret("Owner#Demo2026");
    const second = await hashSecret("Owner#Demo2026");
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifySecret("Owner#Demo2026", first)).toBe(true);
    expect(await verifySecret("owner#Demo2026", first)).toBe(false);
    expect(await verifySecret("Owner#Demo2026", "plain-text")).toBe(false);
  });
});
