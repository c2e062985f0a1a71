// Accounts the browser tests need that the product can no longer make: an imported (legacy) password and a
// password set before today's rules. The e2e server creates them at start (e2e-seed.ts); nothing else does.

/** Signs in with PASSWORD_MIGRATION_REQUIRED until the migration reset replaces the password. */
export const legacyUser = {
  email: "legacy.owner@e2e.test",
  password: "prairie1",
  name: "Lee Legacy",
} as const;

/** Weak passwords (no capital, no special character): sign-in asks "Weak password detected. Please reset it". */
export const weakUsers = {
  signsOut: { email: "weak.signout@e2e.test", password: "budtender7", name: "Wes Weak" },
  resets: { email: "weak.reset@e2e.test", password: "budtender8", name: "Rae Weak" },
} as const;

/**
 * A second Queen West register for the specs that need manager passcodes to work: the demo register's passcode
 * lockout (5 wrong tries in 5 minutes) is spent by the specs that type wrong passcodes on purpose.
 */
export const approvalsRegister = { deviceId: "QW-REG-E2E", password: "Device#E2e2026" } as const;
