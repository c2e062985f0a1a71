import { epochSeconds, now } from "../common/clock";
import { AppError } from "../common/errors";
import { SignInFailures } from "./auth.entity";

/** Failed sign-ins allowed in a 15-minute window, per account and per client address. */
export const signInLimits = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 30,
} as const;

export const tooManyAttemptsMessage =
  "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

type Scope = "account" | "address" | "passcode";

/** Failures counted in the current window of a scope and key (0 once the window has passed). */
export async function failuresIn(scope: Scope, key: string): Promise<number> {
  const result = await SignInFailures.get({ scope, key }).go({
    consistent: true,
  });
  if (!result.data || result.data.windowEndsAt <= now().toISOString()) return 0;
  return result.data.count;
}

/** Refuses before the password is even checked once either limit is reached. */
export async function assertSignInAllowed(account: string, address: string): Promise<void> {
  const [byAccount, byAddress] = await Promise.all([
    failuresIn("account", account),
    failuresIn("address", address),
  ]);
  if (byAccount >= signInLimits.perAccount || byAddress >= signInLimits.perAddress) {
    throw new AppError("RATE_LIMITED", tooManyAttemptsMessage);
  }
}

/** Counts one failure; the first one opens a window of `windowMs`. */
export async function countFailure(
  scope: Scope,
  key: string,
  windowMs: number = signInLimits.windowMs,
): Promise<void> {
  const at = now();
  const current = await SignInFailures.get({ scope, key }).go({
    consistent: true,
  });
  if (current.data && current.data.windowEndsAt > at.toISOString()) {
    await SignInFailures.update({ scope, key }).add({ count: 1 }).go();
    return;
  }
  const windowEnds = new Date(at.getTime() + windowMs);
  await SignInFailures.put({
    scope,
    key,
    count: 1,
    windowEndsAt: windowEnds.toISOString(),
    expiresAt: epochSeconds(windowEnds),
  }).go();
}

export async function recordSignInFailure(account: string, address: string): Promise<void> {
  await Promise.all([countFailure("account", account), countFailure("address", address)]);
}

export async function clearAccountFailures(account: string): Promise<void> {
  await SignInFailures.delete({ scope: "account", key: account }).go();
}
