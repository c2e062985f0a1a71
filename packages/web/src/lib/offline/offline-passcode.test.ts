import { pbkdf2Sync, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { OfflineEmployee } from "@pos/core/offline/offline-sale.schema";
import { employeeByPasscode } from "./offline-passcode";

/** A verifier as the server makes it (passcode-verifier.ts), with few iterations to keep the test quick. */
function employee(id: string, passcode: string): OfflineEmployee {
  const salt = randomBytes(16).toString("base64url");
  const hash = pbkdf2Sync(passcode, Buffer.from(salt, "base64url"), 1_000, 32, "sha256").toString("base64url");
  return { id, name: id, tracksHours: true, permissions: [], verifier: { salt, hash, iterations: 1_000 } };
}

describe("employeeByPasscode", () => {
  const staff = [employee("blake", "2222"), employee("avery", "1111"), { ...employee("new", "5555"), verifier: null }];

  it("finds the employee whose server-made verifier the passcode matches (WebCrypto PBKDF2 = node's)", async () => {
    expect((await employeeByPasscode("1111", staff))?.id).toBe("avery");
    expect((await employeeByPasscode("2222", staff))?.id).toBe("blake");
  });

  it("finds nobody for a wrong passcode, a malformed one or an employee without a verifier", async () => {
    expect(await employeeByPasscode("9999", staff)).toBeNull();
    expect(await employeeByPasscode("12", staff)).toBeNull();
    expect(await employeeByPasscode("5555", staff)).toBeNull();
  });
});
