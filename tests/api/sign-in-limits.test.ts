import { describe, expect, it } from "vitest";
import { signInLimits, tooManyAttemptsMessage } from "@pos/core/auth/sign-in-limits";
import { callerFor, failureOf, makeUser, randomAddress, strongPassword } from "../support/world";

describe("sign-in limits", () => {
  it("locks an account after 5 failures, even from new addresses and with the right password", async () => {
    const user = await makeUser();
    for (let attempt = 0; attempt < signInLimits.perAccount; attempt += 1) {
      const failure = await failureOf(
        (await callerFor()).auth.signIn({
          email: user.email,
          password: "Wrong#Pass1",
        }),
      );
      expect(failure.message).toBe("Invalid credentials");
    }
    const locked = await failureOf(
      (await callerFor()).auth.signIn({
        email: user.email,
        password: strongPassword,
      }),
    );
    expect(locked).toEqual({
      code: "TOO_MANY_REQUESTS",
      appCode: "RATE_LIMITED",
      message: tooManyAttemptsMessage,
    });
  });

  it("a success before the limit clears the account's count", async () => {
    const user = await makeUser();
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < signInLimits.perAccount - 1; attempt += 1) {
        await failureOf(
          (await callerFor()).auth.signIn({
            email: user.email,
            password: "Wrong#Pass1",
          }),
        );
      }
      await (await callerFor()).auth.signIn({ email: user.email, password: strongPassword });
    }
  });

  it("limits one client address across many accounts, and only that address", async () => {
    const address = randomAddress();
    const caller = await callerFor(undefined, address);
    for (let attempt = 0; attempt < signInLimits.perAddress; attempt += 1) {
      await failureOf(
        caller.auth.signIn({
          email: `guess${attempt}@test.example`,
          password: "Wrong#Pass1",
        }),
      );
    }
    const user = await makeUser();
    const blocked = await failureOf(caller.auth.signIn({ email: user.email, password: strongPassword }));
    expect(blocked.appCode).toBe("RATE_LIMITED");
    await (
      await callerFor(undefined, randomAddress())
    ).auth.signIn({ email: user.email, password: strongPassword });
  });

  it("counts device sign-ins too", async () => {
    const caller = await callerFor();
    for (let attempt = 0; attempt < signInLimits.perAccount; attempt += 1) {
      await failureOf(
        (await callerFor()).auth.deviceSignIn({
          deviceId: "NO-SUCH-REG",
          password: "Wrong#Pass1",
        }),
      );
    }
    expect(
      (await failureOf(caller.auth.deviceSignIn({ deviceId: "no-such-reg", password: "x" }))).appCode,
    ).toBe("RATE_LIMITED");
  });
});
