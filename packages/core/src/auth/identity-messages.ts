/**
 * The one mapping from identity error codes to the spec's messages (dashboard.md 8, pos-and-accounts.md 8).
 * Plain TypeScript with no imports, so the web app can use it as is.
 */
export const identityMessages = {
  notConfirmed:
    "Cannot reset password before verifying new account. Please check your inbox for a verification link or contact your administrator if the email was lost or expired to send again.",
  limitExceeded: "You've tried to reset this password too many times. Please wait and try again later.",
  migrationFailed: "Please contact support. (ERR_AUTH_1)",
  somethingWentWrong:
    "Something went wrong. Please try again later or contact support if the problem persists.",
  newPasswordRequired: "New password is required",
  weakPassword: "Weak password detected. Please reset it",
  oldPasswordIncorrect: "Old password is incorrect",
  passwordRules: "Your password doesn't meet the requirements.",
  migrationFallback:
    "There was an error submitting your request. Please verify your information and try again.",
  resetRejected: "There was an issue resetting your password. Check the verification code and try again",
  registerFallback: "There as an error registering",
} as const;

export const identityErrorCodes = [
  "UserNotFoundException",
  "UserNotConfirmedException",
  "NotAuthorizedException",
  "CodeMismatchException",
  "ExpiredCodeException",
  "InvalidParameterException",
  "TooManyRequestsException",
  "LimitExceeded",
] as const;

/** The screen that made the call; the reset screen in temporary-password mode is "resetPassword" too. */
export type IdentityFlow =
  "signIn" | "forgotPassword" | "register" | "resetPassword" | "migratePassword" | "verifyEmail";

/** What the web knows of a failed call: the API's `appCode`, the HTTP status and the server's message. */
export interface IdentityFailure {
  code?: string | null;
  httpStatus?: number | null;
  message?: string | null;
}

const isIdentityCode = (code: string | null | undefined): boolean =>
  identityErrorCodes.some((known) => known === code);

/** Forgot password and register treat "user not found" as a success (the spec's rule; no hint an account exists). */
export function isTreatedAsSuccess(flow: IdentityFlow, failure: IdentityFailure): boolean {
  return (flow === "forgotPassword" || flow === "register") && failure.code === "UserNotFoundException";
}

export function identityErrorMessage(flow: IdentityFlow, failure: IdentityFailure): string {
  const { code, httpStatus } = failure;
  const serverMessage =
    httpStatus !== undefined && httpStatus !== null && httpStatus >= 500 ? null : failure.message;
  if (code === "UserNotConfirmedException") return identityMessages.notConfirmed;
  if (code === "LimitExceeded") return identityMessages.limitExceeded;
  switch (flow) {
    case "signIn":
      if (code === "NEW_PASSWORD_REQUIRED") return identityMessages.newPasswordRequired;
      // Shown only when the web could not start the migration (no migrating user in the answer).
      if (code === "PASSWORD_MIGRATION_REQUIRED") return identityMessages.migrationFailed;
      break;
    case "register":
      return serverMessage || identityMessages.registerFallback;
    case "resetPassword":
      if (code === "NotAuthorizedException") return identityMessages.resetRejected;
      break;
    case "migratePassword":
      if (httpStatus === 403) return identityMessages.oldPasswordIncorrect;
      if (httpStatus === 400 && !isIdentityCode(code)) return identityMessages.passwordRules;
      return serverMessage || identityMessages.migrationFallback;
  }
  return serverMessage || identityMessages.somethingWentWrong;
}
