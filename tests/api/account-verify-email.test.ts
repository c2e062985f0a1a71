import { afterEach, describe, expect, it } from "vitest";
import { accountPolicy } from "@pos/core/auth/account-policy";
import { User } from "@pos/core/auth/auth.entity";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { resetCodeOf, verificationTokenOf } from "../support/accounts";
import { callerFor, failureOf, makeUser, uniqueName } from "../support/world";

afterEach(() => setClock(null));

const linkFailed = {
  code: "BAD_REQUEST",
  appCode: "ExpiredCodeException",
  message: "This verification link has expired or was already used.",
};

async function registerOwner(): Promise<{ email: string; userId: string }> {
  const admin = await callerFor((await makeUser({ isAdmin: true })).token);
  const email = `${uniqueName("owner")}@test.example`;
  const { userId } = await admin.account.register({
    name: "Owner",
    email,
    companyName: uniqueName("Store"),
    timezone: "America/Vancouver",
  });
  return { email, userId };
}

describe("e-mail verification", () => {
  it("verifies with the e-mailed link once; a used or unknown link gets the server's message", async () => {
    const { email, userId } = await registerOwner();
    const token = await verificationTokenOf(email);
    const caller = await callerFor();
    expect(await caller.account.verifyEmail({ token })).toEqual({ ok: true });
    expect((await User.get({ userId }).go()).data?.emailVerified).toBe(true);
    expect(await failureOf(caller.account.verifyEmail({ token }))).toEqual(linkFailed);
    expect(await failureOf(caller.account.verifyEmail({ token: "not-a-token" }))).toEqual(linkFailed);
    expect((await failureOf(caller.account.verifyEmail({ token: "" }))).code).toBe("BAD_REQUEST");
  });

  it("links expire after 7 days", async () => {
    const clock = fixedClock("2026-07-01T09:00:00Z");
    setClock(clock);
    const { email, userId } = await registerOwner();
    const token = await verificationTokenOf(email);
    clock.advance(accountPolicy.verificationLinkLifetimeMs);
    expect(await failureOf((await callerFor()).account.verifyEmail({ token }))).toEqual(linkFailed);
    expect((await User.get({ userId }).go()).data?.emailVerified).toBe(false);
  });

  it("a verified owner can then reset a forgotten password", async () => {
    const { email } = await registerOwner();
    const caller = await callerFor();
    await caller.account.verifyEmail({ token: await verificationTokenOf(email) });
    await caller.account.forgotPassword({ email });
    const verificationCode = await resetCodeOf(email);
    await caller.account.resetPassword({ email, verificationCode, newPassword: "N3w#Password" });
    expect((await caller.auth.signIn({ email, password: "N3w#Password" })).me.email).toBe(email);
  });
});
