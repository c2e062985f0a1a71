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
 * INTERNAL              500  a bug or an outage; never shown with details
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
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
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
  somethingWentWrong:
    "Something went wrong. Please try again later or contact support if the problem persists.",
} as const;
