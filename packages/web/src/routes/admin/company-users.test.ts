import { describe, expect, it } from "vitest";
import type { CompanyAccount } from "@pos/core/auth/account-admin.schema";
import { accountBadges, resendableEmails } from "./company-users";

const now = new Date("2026-03-10T12:00:00Z");
const account = (changes: Partial<CompanyAccount>): CompanyAccount => ({
  id: "u_1",
  name: "Riley",
  email: "riley@example.com",
  isActive: true,
  emailVerified: true,
  passwordState: "current",
  temporaryPasswordExpiresAt: null,
  ...changes,
});
const labels = (changes: Partial<CompanyAccount>) =>
  accountBadges(account(changes), now).map((badge) => badge.label);

describe("company users in the admin area", () => {
  it("say how far each account got", () => {
    expect(labels({})).toEqual(["Active"]);
    expect(
      labels({
        passwordState: "temporary",
        emailVerified: false,
        temporaryPasswordExpiresAt: "2026-03-12T00:00:00Z",
      }),
    ).toEqual(["Not signed in yet", "E-mail not verified"]);
    expect(
      labels({ passwordState: "temporary", temporaryPasswordExpiresAt: "2026-03-10T12:00:00Z" }),
    ).toEqual(["Temporary password expired"]);
    expect(labels({ passwordState: "none" })).toEqual(["No password yet"]);
    expect(labels({ passwordState: "legacy" })).toEqual(["Imported password"]);
    expect(labels({ email: null, passwordState: "none" })).toEqual(["Register only"]);
    expect(labels({ isActive: false, emailVerified: false })).toEqual(["Deactivated"]);
  });

  it("offer to resend only what still applies, to someone reachable", () => {
    expect(resendableEmails(account({}))).toEqual({ temporaryPassword: false, verification: false });
    expect(resendableEmails(account({ passwordState: "temporary", emailVerified: false }))).toEqual({
      temporaryPassword: true,
      verification: true,
    });
    expect(resendableEmails(account({ passwordState: "none" })).temporaryPassword).toBe(true);
    expect(resendableEmails(account({ email: null, passwordState: "none" })).temporaryPassword).toBe(false);
    expect(
      resendableEmails(account({ isActive: false, passwordState: "temporary", emailVerified: false })),
    ).toEqual({ temporaryPassword: false, verification: false });
  });
});
