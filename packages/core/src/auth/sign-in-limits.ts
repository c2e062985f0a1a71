import { AppError } from "../common/errors";
import { clearWindow, releaseSlot, takeSlots, type RateLimit } from "./rate-limiter";

/** Failed sign-ins allowed in a 15-minute window, per account and per client address. */
export const signInLimits = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 30,
} as const;

export const tooManyAttemptsMessage =
  "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

const byAccount: RateLimit = {
  scope: "signInAccount",
  limit: signInLimits.perAccount,
  windowMs: signInLimits.windowMs,
};
const byAddress: RateLimit = {
  scope: "signInAddress",
  limit: signInLimits.perAddress,
  windowMs: signInLimits.windowMs,
};

export interface SignInAttempt {
  /** The password was right: the account's failures are forgotten and the address gets its attempt back. */
  succeeded: () => Promise<void>;
}

/**
 * Counts the attempt against both limits before the password is checked, or refuses it; a wrong password
 * simply leaves it counted.
 */
export async function startSignInAttempt(account: string, address: string): Promise<SignInAttempt> {
  const slots = await takeSlots([
    [byAccount, account],
    [byAddress, address],
  ]);
  if (!slots) throw new AppError("RATE_LIMITED", tooManyAttemptsMessage);
  const addressSlot = slots[1];
  return {
    succeeded: async () => {
      await Promise.all([clearAccountFailures(account), addressSlot && releaseSlot(addressSlot)]);
    },
  };
}

export async function clearAccountFailures(account: string): Promise<void> {
  await clearWindow("signInAccount", account);
}
