const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The limits of the password and e-mail flows (docs/decisions.md, "Accounts"). */
export const accountPolicy = {
  resetCodeLifetimeMs: 15 * minute,
  /** Wrong codes allowed per code; the last one kills it ("LimitExceeded"). */
  resetCodeAttempts: 5,
  resetRequestWindowMs: hour,
  resetRequestsPerAccount: 5,
  resetRequestsPerAddress: 20,
  temporaryPasswordLifetimeMs: 7 * day,
  verificationLinkLifetimeMs: 7 * day,
} as const;
