import { createWriteTransaction } from "electrodb";
import { AppError } from "../common/errors";
import { OutboxEmail } from "../email/outbox.entity";
import { outboxItem, type EmailMessage } from "../email/outbox";
import { PasswordResetCode } from "./account.entity";
import { accountPolicy } from "./account-policy";
import type { AccountUser } from "./auth.entity";
import { identityMessages } from "./identity-messages";
import {
  ZForgotPasswordInput,
  ZResetPasswordInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from "./password-flows.schema";
import { takeSlot, type RateLimit } from "./rate-limiter";
import { codeMismatch, consumeResetCode, decoyResetSubject, newResetCode } from "./reset-codes";
import { replacePassword } from "./set-password";
import { findUserByEmail } from "./users";

export const tooManyRequestsMessage = "Too many requests. Please wait and try again later.";

const byAddress: RateLimit = {
  scope: "resetByAddress",
  limit: accountPolicy.resetRequestsPerAddress,
  windowMs: accountPolicy.resetRequestWindowMs,
};
const byEmail: RateLimit = {
  scope: "resetByEmail",
  limit: accountPolicy.resetRequestsPerAccount,
  windowMs: accountPolicy.resetRequestWindowMs,
};

export const resetEmails = {
  code: (code: string) => ({
    subject: "Your password reset code",
    text: [
      `Your Greenline POS verification code is ${code}.`,
      "",
      `Enter it on the Reset Password page to choose a new password. It expires in ${accountPolicy.resetCodeLifetimeMs / 60_000} minutes.`,
      "If you did not ask to reset your password, you can ignore this email.",
    ].join("\n"),
  }),
  verifyFirst: () => ({
    subject: "Your password reset request",
    text: [
      identityMessages.notConfirmed,
      "",
      "If you did not ask to reset your password, you can ignore this email.",
    ].join("\n"),
  }),
};

/** The account a reset may change: active, with a verified e-mail. */
const resettable = (user: AccountUser | null): AccountUser | null =>
  user?.isActive && user.emailVerified !== false ? user : null;

function resetMessage(email: string, user: AccountUser | null, code: string): EmailMessage | null {
  if (!user?.isActive) return null;
  return { to: email, ...(resettable(user) ? resetEmails.code(code) : resetEmails.verifyFirst()) };
}

/**
 * Every e-mail gets the same answer after the same work: one lookup, then one transaction writing a code (a
 * decoy one when the account cannot reset) and, for a real account, its e-mail into the outbox, which delivers
 * it off the request. An unverified account is told by e-mail to verify first.
 */
export async function forgotPassword(input: ForgotPasswordInput, address: string): Promise<{ ok: true }> {
  const { email } = ZForgotPasswordInput.parse(input);
  if (!(await takeSlot(byAddress, address)))
    throw new AppError("TooManyRequestsException", tooManyRequestsMessage);
  if (!(await takeSlot(byEmail, email))) throw new AppError("LimitExceeded", identityMessages.limitExceeded);
  const user = await findUserByEmail(email);
  const { code, item } = newResetCode(resettable(user)?.userId ?? decoyResetSubject(email));
  const message = resetMessage(email, user, code);
  await createWriteTransaction(
    { resetCode: PasswordResetCode, outbox: OutboxEmail },
    ({ resetCode, outbox }) => [
      resetCode.put(item).commit(),
      ...(message ? [outbox.create(outboxItem(message)).commit()] : []),
    ],
  ).go();
  return { ok: true };
}

/** An account that cannot reset tries its decoy code, so it answers like a wrong code, after the same work. */
export async function resetPassword(input: ResetPasswordInput): Promise<{ ok: true }> {
  const { email, verificationCode, newPassword } = ZResetPasswordInput.parse(input);
  const user = resettable(await findUserByEmail(email));
  await consumeResetCode(user?.userId ?? decoyResetSubject(email), verificationCode);
  if (!user) throw codeMismatch();
  await replacePassword(user, newPassword);
  return { ok: true };
}
