import { describe, expect, it } from "vitest";
import {
  identityErrorMessage,
  identityMessages,
  isTreatedAsSuccess,
  type IdentityFlow,
} from "./identity-messages";

const flows: IdentityFlow[] = [
  "signIn",
  "forgotPassword",
  "register",
  "resetPassword",
  "migratePassword",
  "verifyEmail",
];

describe("identity error messages", () => {
  it.each(flows)("%s: an unverified account and the attempt limit have the spec's messages", (flow) => {
    expect(
      identityErrorMessage(flow, { code: "UserNotConfirmedException", httpStatus: 403, message: "x" }),
    ).toBe(
      "Cannot reset password before verifying new account. Please check your inbox for a verification link or contact your administrator if the email was lost or expired to send again.",
    );
    expect(identityErrorMessage(flow, { code: "LimitExceeded", httpStatus: 429, message: "x" })).toBe(
      "You've tried to reset this password too many times. Please wait and try again later.",
    );
  });

  it("falls back to 'Something went wrong...' without a message or on a server error", () => {
    const fallback =
      "Something went wrong. Please try again later or contact support if the problem persists.";
    expect(identityErrorMessage("signIn", {})).toBe(fallback);
    expect(identityErrorMessage("verifyEmail", { code: "INTERNAL", httpStatus: 500, message: "boom" })).toBe(
      fallback,
    );
    expect(identityErrorMessage("forgotPassword", { code: "INTERNAL", httpStatus: 500 })).toBe(fallback);
  });

  it("shows the server's message otherwise (sign-in, forgot password, reset, verification)", () => {
    expect(
      identityErrorMessage("signIn", {
        code: "INVALID_CREDENTIALS",
        httpStatus: 401,
        message: "Invalid credentials",
      }),
    ).toBe("Invalid credentials");
    const expired = "This verification link has expired or was already used.";
    expect(
      identityErrorMessage("verifyEmail", {
        code: "ExpiredCodeException",
        httpStatus: 400,
        message: expired,
      }),
    ).toBe(expired);
    const mismatch = "Invalid verification code provided, please try again.";
    expect(
      identityErrorMessage("resetPassword", {
        code: "CodeMismatchException",
        httpStatus: 400,
        message: mismatch,
      }),
    ).toBe(mismatch);
  });

  it("sign-in: a temporary password needs a new one; a migration that cannot start is ERR_AUTH_1", () => {
    expect(identityErrorMessage("signIn", { code: "NEW_PASSWORD_REQUIRED", httpStatus: 403 })).toBe(
      "New password is required",
    );
    expect(identityErrorMessage("signIn", { code: "PASSWORD_MIGRATION_REQUIRED", httpStatus: 403 })).toBe(
      "Please contact support. (ERR_AUTH_1)",
    );
    expect(identityMessages.weakPassword).toBe("Weak password detected. Please reset it");
  });

  it("reset: a rejected (temporary) password asks to check the code", () => {
    expect(
      identityErrorMessage("resetPassword", {
        code: "NotAuthorizedException",
        httpStatus: 403,
        message: "x",
      }),
    ).toBe("There was an issue resetting your password. Check the verification code and try again");
  });

  it("legacy migration: 403 and 400 have their messages, others as is, none the fallback", () => {
    expect(
      identityErrorMessage("migratePassword", {
        code: "NotAuthorizedException",
        httpStatus: 403,
        message: "x",
      }),
    ).toBe("Old password is incorrect");
    expect(
      identityErrorMessage("migratePassword", { code: "INVALID_INPUT", httpStatus: 400, message: "x" }),
    ).toBe("Your password doesn't meet the requirements.");
    expect(
      identityErrorMessage("migratePassword", { code: "RATE_LIMITED", httpStatus: 429, message: "Wait" }),
    ).toBe("Wait");
    expect(
      identityErrorMessage("migratePassword", {
        code: "InvalidParameterException",
        httpStatus: 400,
        message: "Use it",
      }),
    ).toBe("Use it");
    expect(identityErrorMessage("migratePassword", { httpStatus: 502 })).toBe(
      "There was an error submitting your request. Please verify your information and try again.",
    );
  });

  it("register: the server's message, else 'There as an error registering'", () => {
    expect(identityErrorMessage("register", { code: "CONFLICT", httpStatus: 409, message: "Taken" })).toBe(
      "Taken",
    );
    expect(identityErrorMessage("register", { httpStatus: 500 })).toBe("There as an error registering");
  });

  it("forgot password and register treat user-not-found as success, nothing else", () => {
    const notFound = { code: "UserNotFoundException", httpStatus: 404 };
    expect(isTreatedAsSuccess("forgotPassword", notFound)).toBe(true);
    expect(isTreatedAsSuccess("register", notFound)).toBe(true);
    expect(isTreatedAsSuccess("resetPassword", notFound)).toBe(false);
    expect(isTreatedAsSuccess("forgotPassword", { code: "LimitExceeded", httpStatus: 429 })).toBe(false);
  });
});
