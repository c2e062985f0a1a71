import { describe, expect, it } from "vitest";
import { hashSecret, needsRehash, owaspScrypt, scryptParamsFrom, verifySecret } from "./passwords";

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe("scrypt hashing", () => {
  it("verifies the right secret only, with a fresh salt each time", async () => {
    const first = await hashSecret("Owner#Demo2026", cheap);
    const second = await hashSecret("Owner#Demo2026", cheap);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifySecret("Owner#Demo2026", first)).toBe(true);
    expect(await verifySecret("owner#Demo2026", first)).toBe(false);
    expect(await verifySecret("Owner#Demo2026", "plain-text")).toBe(false);
  });

  it("uses OWASP's parameters (N=2^17, r=8, p=1) unless a test run lowers N", async () => {
    expect(owaspScrypt).toEqual({ N: 131072, r: 8, p: 1 });
    expect(scryptParamsFrom({})).toEqual(owaspScrypt);
    expect(scryptParamsFrom({ PASSWORD_HASH_LOG2_N: "nonsense" })).toEqual(owaspScrypt);
    expect(scryptParamsFrom({ PASSWORD_HASH_LOG2_N: "12" })).toEqual({ N: 4096, r: 8, p: 1 });
  });

  it("gives scrypt the memory its cost needs (128 * N * r bytes, over Node's 32 MiB default here)", async () => {
    const large = await hashSecret("Owner#Demo2026", { N: 2 ** 14, r: 16, p: 1 });
    expect(await verifySecret("Owner#Demo2026", large)).toBe(true);
  });

  it("asks for a rehash of hashes made with other parameters", () => {
    const { N, r, p } = scryptParamsFrom(process.env);
    const stored = (cost: number, hashBytes = 32) =>
      ["scrypt", cost, r, p, "c2FsdA", Buffer.alloc(hashBytes).toString("base64url")].join("$");
    expect(needsRehash(stored(N))).toBe(false);
    expect(needsRehash(stored(2 ** 14))).toBe(true);
    expect(needsRehash(stored(N, 16))).toBe(true);
    expect(needsRehash("plain-text")).toBe(true);
  });
});
