import { afterEach, describe, expect, it } from "vitest";
import { PasswordResetCode } from "@pos/core/auth/account.entity";
import { accountPolicy } from "@pos/core/auth/account-policy";
import { RateWindow } from "@pos/core/auth/rate-window.entity";
import { createUser } from "@pos/core/auth/users";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { emailsTo } from "@pos/core/email/outbox";
import { latestEmail, resetCodeOf } from "../support/accounts";
import { callerFor, failureOf, makeUser, randomAddress, strongPassword, uniqueName } from "../support/world";

afterEach(() => setClock(null));

const newPassword = "N3w#Password";
const limitExceeded = {
  code: "TOO_MANY_REQUESTS",
  appCode: "LimitExceeded",
  message: "You've tried to reset this password too many times. Please wait and try again later.",
};

async function requestCode(email: string): Promise<string> {
  await (await callerFor()).account.forgotPassword({ email });
  return resetCodeOf(email.toLowerCase());
}

describe("forgot password", () => {
  it("requires an e-mail, refuses '+', and lower-cases it", async () => {
    const caller = await callerFor();
    expect(await failureOf(caller.account.forgotPassword({ email: " " }))).toEqual({
      code: "BAD_REQUEST",
      appCode: "INVALID_INPUT",
      message: "Email is required",
    });
    expect((await failureOf(caller.account.forgotPassword({ email: "a+b@test.example" }))).message).toBe(
      'Please change your email to a valid email address first (email cannot contain "+")',
    );
    const user = await makeUser();
    expect(await caller.account.forgotPassword({ email: user.email.toUpperCase() })).toEqual({ ok: true });
    const mail = await latestEmail(user.email);
    expect(mail.subject).toBe("Your password reset code");
    expect(mail.text).toMatch(/verification code is \d{6}\.\s.*expires in 15 minutes/s);
  });

  it("answers an unknown e-mail like a known one, and sends it nothing", async () => {
    const email = `${uniqueName("nobody")}@test.example`;
    expect(await (await callerFor()).account.forgotPassword({ email })).toEqual({ ok: true });
    expect(await emailsTo(email)).toEqual([]);
  });

  it("stores only a digest of the code", async () => {
    const user = await makeUser();
    const code = await requestCode(user.email);
    const stored = await PasswordResetCode.get({ userId: user.userId }).go();
    expect(JSON.stringify(stored.data)).not.toContain(code);
  });

  it("allows 5 codes per account an hour (unknown e-mails alike), then LimitExceeded", async () => {
    const clock = fixedClock("2026-05-01T10:00:00Z");
    setClock(clock);
    const user = await makeUser();
    const unknown = `${uniqueName("nobody")}@test.example`;
    for (const email of [user.email, unknown]) {
      for (let request = 0; request < accountPolicy.resetRequestsPerAccount; request += 1)
        await (await callerFor()).account.forgotPassword({ email });
      expect(await failureOf((await callerFor()).account.forgotPassword({ email }))).toEqual(limitExceeded);
    }
    expect(await emailsTo(user.email)).toHaveLength(accountPolicy.resetRequestsPerAccount);
    clock.advance(accountPolicy.resetRequestWindowMs);
    expect(await (await callerFor()).account.forgotPassword({ email: user.email })).toEqual({ ok: true });
  });

  it("limits one client address to 20 requests an hour (TooManyRequestsException)", async () => {
    const caller = await callerFor(undefined, randomAddress());
    for (let request = 0; request < accountPolicy.resetRequestsPerAddress; request += 1)
      await caller.account.forgotPassword({ email: `${uniqueName("guess")}@test.example` });
    expect(await failureOf(caller.account.forgotPassword({ email: "other@test.example" }))).toEqual({
      code: "TOO_MANY_REQUESTS",
      appCode: "TooManyRequestsException",
      message: "Too many requests. Please wait and try again later.",
    });
  });
});

describe("reset password", () => {
  it("sets the new password, uses the code up, ends every session and clears failed sign-ins", async () => {
    const user = await makeUser();
    const second = await (await callerFor()).auth.signIn({ email: user.email, password: strongPassword });
    await failureOf((await callerFor()).auth.signIn({ email: user.email, password: "Wrong#Pass1" }));
    const code = await requestCode(user.email);
    const reset = { email: user.email.toUpperCase(), verificationCode: code, newPassword };
    expect(await (await callerFor()).account.resetPassword(reset)).toEqual({ ok: true });
    for (const token of [user.token, second.token])
      expect((await failureOf((await callerFor(token)).auth.getMe())).code).toBe("UNAUTHORIZED");
    expect(
      (await RateWindow.get({ scope: "signInAccount", key: `user:${user.email}` }).go()).data,
    ).toBeNull();
    expect((await failureOf((await callerFor()).account.resetPassword(reset))).appCode).toBe(
      "CodeMismatchException",
    );
    const caller = await callerFor();
    expect(
      (await failureOf(caller.auth.signIn({ email: user.email, password: strongPassword }))).message,
    ).toBe("Invalid credentials");
    expect((await caller.auth.signIn({ email: user.email, password: newPassword })).token).toEqual(
      expect.any(String),
    );
  });

  it("checks the input first with the spec's messages, without using up a try", async () => {
    const user = await makeUser();
    const code = await requestCode(user.email);
    const caller = await callerFor();
    const cases = [
      [
        { email: "", verificationCode: code, newPassword },
        "Email is required. Please enter your email address and try again.",
      ],
      [{ email: user.email, verificationCode: " ", newPassword }, "Verification code is required"],
      [{ email: user.email, verificationCode: code, newPassword: "" }, "Password is required"],
      [
        { email: user.email, verificationCode: code, newPassword: "weakpass1" },
        "Your password doesn't meet the requirements.",
      ],
    ] as const;
    for (const [input, message] of cases)
      expect(await failureOf(caller.account.resetPassword(input))).toMatchObject({
        code: "BAD_REQUEST",
        message,
      });
    expect((await PasswordResetCode.get({ userId: user.userId }).go()).data?.attempts).toBe(0);
    await caller.account.resetPassword({ email: user.email, verificationCode: code, newPassword });
  });

  it("a wrong code is a CodeMismatchException; the fifth kills the code (LimitExceeded), even for the right one", async () => {
    const user = await makeUser();
    const code = await requestCode(user.email);
    const wrong = code === "000000" ? "111111" : "000000";
    const caller = await callerFor();
    const attempt = (verificationCode: string) =>
      failureOf(caller.account.resetPassword({ email: user.email, verificationCode, newPassword }));
    for (let tries = 1; tries < accountPolicy.resetCodeAttempts; tries += 1)
      expect(await attempt(wrong)).toEqual({
        code: "BAD_REQUEST",
        appCode: "CodeMismatchException",
        message: "Invalid verification code provided, please try again.",
      });
    expect(await attempt(wrong)).toEqual(limitExceeded);
    expect(await attempt(code)).toEqual(limitExceeded);
    const fresh = await requestCode(user.email);
    await caller.account.resetPassword({ email: user.email, verificationCode: fresh, newPassword });
  });

  it("codes expire after 15 minutes (ExpiredCodeException)", async () => {
    const clock = fixedClock("2026-05-02T10:00:00Z");
    setClock(clock);
    const user = await makeUser();
    const code = await requestCode(user.email);
    clock.advance(accountPolicy.resetCodeLifetimeMs);
    const failure = await failureOf(
      (await callerFor()).account.resetPassword({ email: user.email, verificationCode: code, newPassword }),
    );
    expect(failure).toEqual({
      code: "BAD_REQUEST",
      appCode: "ExpiredCodeException",
      message: "This verification code has expired. Please request a new one.",
    });
  });

  it("an unknown and an unverified account get the same CodeMismatchException; the unverified one is told by e-mail", async () => {
    const caller = await callerFor();
    const reset = { verificationCode: "123456", newPassword };
    const unknown = `${uniqueName("nobody")}@test.example`;
    const email = `${uniqueName("unverified")}@test.example`;
    await createUser({ email, name: "New", password: strongPassword }, { emailVerified: false });
    for (const address of [unknown, email])
      expect(await caller.account.forgotPassword({ email: address })).toEqual({ ok: true });
    expect(await emailsTo(unknown)).toEqual([]);
    expect(await latestEmail(email)).toMatchObject({
      subject: "Your password reset request",
      text: expect.stringContaining(
        "Cannot reset password before verifying new account. Please check your inbox for a verification link",
      ),
    });
    const answers = await Promise.all(
      [unknown, email].map((address) =>
        failureOf(caller.account.resetPassword({ ...reset, email: address })),
      ),
    );
    expect(answers[0]).toEqual({
      code: "BAD_REQUEST",
      appCode: "CodeMismatchException",
      message: "Invalid verification code provided, please try again.",
    });
    expect(answers[1]).toEqual(answers[0]);
  });
});
