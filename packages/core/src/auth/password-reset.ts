import { AppError } from "../common/errors";
import { sendEmail } from "../email/outbox";
import { accountPolicy } from "./account-policy";
import { identityMessages } from "./identity-messages";
import {
  ZForgotPasswordInput,
  ZResetPasswordInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from "./password-flows.schema";
import { codeMismatch, consumeResetCode, issueResetCode } from "./reset-codes";
import { takeRequest } from "./request-windows";
import { replacePassword } from "./set-password";
import { findUserByEmail } from "./users";

export const tooManyRequestsMessage = "Too many requests. Please wait and try again later.";

const resetCodeEmail = (code: string): string =>
  [
    `Your Greenline POS verification code is ${code}.`,
    "",
    `Enter it on the Reset Password page to choose a new password. It expires in ${accountPolicy.resetCodeLifetimeMs / 60_000} minutes.`,
    "If you did not ask to reset your password, you can ignore this email.",
  ].join("\n");

/**
 * Sends a reset code to a known, active, verified account. Every other e-mail gets the same answer and no mail,
 * so the answer never tells whether an account exists; the request limits count unknown e-mails too.
 */
export async function forgotPassword(input: ForgotPasswordInput, address: string): Promise<{ ok: true }> {
  const { email } = ZForgotPasswordInput.parse(input);
  const windowMs = accountPolicy.resetRequestWindowMs;
  if (!(await takeRequest("resetByAddress", address, accountPolicy.resetRequestsPerAddress, windowMs)))
    throw new AppError("TooManyRequestsException", tooManyRequestsMessage);
  if (!(await takeRequest("resetByEmail", email, accountPolicy.resetRequestsPerAccount, windowMs)))
    throw new AppError("LimitExceeded", identityMessages.limitExceeded);
  const user = await findUserByEmail(email);
  if (!user?.isActive || user.emailVerified === false) return { ok: true };
  const code = await issueResetCode(user.userId);
  await sendEmail({ to: email, subject: "Your password reset code", text: resetCodeEmail(code) });
  return { ok: true };
}

export async function resetPassword(input: ResetPasswordInput): Promise<{ ok: true }> {
  const { email, verificationCode, newPassword } = ZResetPasswordInput.parse(input);
  const user = await findUserByEmail(email);
  if (!user?.isActive) throw codeMismatch();
  if (user.emailVerified === false)
    throw new AppError("UserNotConfirmedException", identityMessages.notConfirmed);
  await consumeResetCode(user.userId, verificationCode);
  await replacePassword(user, newPassword);
  return { ok: true };
}
