import { epochSeconds, now, nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { isConditionFailure } from "../db/conditions";
import { PasswordResetCode } from "./account.entity";
import { accountPolicy } from "./account-policy";
import { identityMessages } from "./identity-messages";
import { randomDigits, sameDigest, secretDigest } from "./one-time-secrets";

export const codeMismatchMessage = "Invalid verification code provided, please try again.";
export const expiredCodeMessage = "This verification code has expired. Please request a new one.";

export const codeMismatch = () => new AppError("CodeMismatchException", codeMismatchMessage);
const limitExceeded = () => new AppError("LimitExceeded", identityMessages.limitExceeded);
const maxAttempts: number = accountPolicy.resetCodeAttempts;

const digestOf = (userId: string, code: string): string => secretDigest("reset", `${userId}:${code}`);

/** A new 6-digit code for the user, replacing any earlier one. */
export async function issueResetCode(userId: string): Promise<string> {
  const code = randomDigits(6);
  const expires = new Date(now().getTime() + accountPolicy.resetCodeLifetimeMs);
  await PasswordResetCode.put({
    userId,
    codeDigest: digestOf(userId, code),
    attempts: 0,
    codeExpiresAt: expires.toISOString(),
    expiresAt: epochSeconds(expires),
  }).go();
  return code;
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
