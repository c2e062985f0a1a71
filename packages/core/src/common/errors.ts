/**
 * The one error type of the product. Each code has one HTTP status; the web app shows `message`.
 *
 * INVALID_INPUT         400  input failed validation (zod issues are attached by the API)
 * UNAUTHENTICATED       401  no session, or it expired or was revoked
 * INVALID_CREDENTIALS   401  e-mail/device id and password do not match
 * FORBIDDEN             403  signed in, but not allowed (not assigned, missing permission, not an admin)
 * NO_ENTITY_ASSIGNMENT  403  the user has no company to open
 * NOT_FOUND             404  the thing does not exist, or belongs to another company
 * CONFLICT              409  unique value already taken, concurrent change
 * RATE_LIMITED          429  too many attempts; try again later
 * INTERNAL              500  a bug; never shown with details
 * UNAVAILABLE           503  the database did not answer in time or could not be reached; retry (an idempotency key
 *                            makes the retry safe)
 * PROVIDER_UNAVAILABLE  502  an external provider (card payment provider, card terminal, gift cards) did not answer
 *                            or is offline; the message says which call
 *
 * Identity codes (the account flows; the web turns them into the spec's messages with auth/identity-messages.ts):
 * NEW_PASSWORD_REQUIRED        403  signed in with a temporary password: set a new one first (account.completeNewPassword)
 * PASSWORD_MIGRATION_REQUIRED  403  signed in with a legacy or weak password (`details.reason` "weak"): migrate it first; `details.migratingUser` is attached
 * UserNotFoundException        404  no such account (the forgot-password and register screens treat it as success)
 * UserNotConfirmedException    403  the account's e-mail is not verified yet, so its password cannot be reset by e-mail
 * NotAuthorizedException       403  a password given to prove who you are (old or temporary) is wrong
 * CodeMismatchException        400  the verification code is wrong
 * ExpiredCodeException         400  the verification code, temporary password or verification link has expired
 * InvalidParameterException    400  the request is valid but does not apply to this account in its current state
 * TooManyRequestsException     429  too many requests from this client address
 * LimitExceeded                429  too many reset codes requested, or wrong codes tried, for this account
 */
export const errorStatus = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NO_ENTITY_ASSIGNMENT: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  PROVIDER_UNAVAILABLE: 502,
  NEW_PASSWORD_REQUIRED: 403,
  PASSWORD_MIGRATION_REQUIRED: 403,
  UserNotFoundException: 404,
  UserNotConfirmedException: 403,
  NotAuthorizedException: 403,
  CodeMismatchException: 400,
  ExpiredCodeException: 400,
  InvalidParameterException: 400,
  TooManyRequestsException: 429,
  LimitExceeded: 429,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Plain data sent to the client with the error (JSON-safe), for the few codes that need more than a message. */
export type ErrorDetails = Readonly<Record<string, unknown>>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const messages = {
  invalidCredentials: "Invalid credentials",
  sessionEnded: "Your session has ended. Please log in again.",
  noPermission: "You do not have permissions to access this page",
  noEntityAssignment: "No valid entity assignment found",
  serviceBusy: "The service is busy. Please try again in a moment.",
  somethingWentWrong:
    "Something went wrong. Please try again later or contact support if the problem persists.",
} as const;
