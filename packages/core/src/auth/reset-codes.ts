import { epochSeconds, now, nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { isConditionFailure } from "../db/conditions";
import { PasswordResetCode, type PasswordResetCodeItem } from "./account.entity";
import { accountPolicy } from "./account-policy";
import { identityMessages } from "./identity-messages";
import { randomDigits, sameDigest, secretDigest } from "./one-time-secrets";

export const codeMismatchMessage = "Invalid verification code provided, please try again.";
export const expiredCodeMessage = "This verification code has expired. Please request a new one.";

export const codeMismatch = () => new AppError("CodeMismatchException", codeMismatchMessage);
const limitExceeded = () => new AppError("LimitExceeded", identityMessages.limitExceeded);
const maxAttempts: number = accountPolicy.resetCodeAttempts;

const digestOf = (userId: string, code: string): string => secretDigest("reset", `${userId}:${code}`);

/**
 * Where an unknown, inactive or unverified account's code goes: a key no user has, so asking for (or trying) a
 * code for one does the same work as for an account that can reset, and no code there ever opens anything.
 */
export const decoyResetSubject = (email: string): string => `none:${secretDigest("reset", email)}`;

/** A new 6-digit code for a user (or a decoy subject) and its item, replacing any earlier one once written. */
export function newResetCode(userId: string): { code: string; item: PasswordResetCodeItem } {
  const code = randomDigits(6);
  const expires = new Date(now().getTime() + accountPolicy.resetCodeLifetimeMs);
  return {
    code,
    item: {
      userId,
      codeDigest: digestOf(userId, code),
      attempts: 0,
      codeExpiresAt: expires.toISOString(),
      expiresAt: epochSeconds(expires),
    },
  };
}

/**
 * Checks the code and uses it up. A try is counted (conditionally, in one write) before the comparison, so
 * parallel guesses cannot get past the limit; the try that reaches it kills the code.
 */
export async function consumeResetCode(userId: string, code: string): Promise<void> {
  const found = (await PasswordResetCode.get({ userId }).go({ consistent: true })).data;
  if (!found) throw codeMismatch();
  if (found.codeExpiresAt <= nowIso()) throw new AppError("ExpiredCodeException", expiredCodeMessage);
  if (found.attempts >= maxAttempts) throw limitExceeded();
  const counted = await PasswordResetCode.patch({ userId })
    .add({ attempts: 1 })
    .where((attributes, operations) =>
      [
        operations.lt(attributes.attempts, maxAttempts),
        operations.eq(attributes.codeDigest, found.codeDigest),
      ].join(" AND "),
    )
    .go({ response: "all_new" })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return null;
      throw error;
    });
  if (!counted) throw limitExceeded();
  if (!sameDigest(digestOf(userId, code), found.codeDigest))
    throw (counted.data.attempts ?? maxAttempts) >= maxAttempts ? limitExceeded() : codeMismatch();
  await PasswordResetCode.delete({ userId })
    .where((attributes, { eq }) => eq(attributes.codeDigest, found.codeDigest))
    .go()
    .catch((error: unknown) => {
      throw isConditionFailure(error) ? codeMismatch() : error;
    });
}
