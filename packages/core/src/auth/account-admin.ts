import { now } from "../common/clock";
import { AppError } from "../common/errors";
import { hashSecret } from "../common/passwords";
import { isConditionFailure } from "../db/conditions";
import { sendEmail } from "../email/outbox";
import { EmailVerification } from "./account.entity";
import { accountEmails } from "./account-emails";
import { ZUserRef, type PasswordState, type UserRef } from "./account-admin.schema";
import { accountPolicy } from "./account-policy";
import { forgetUserAccess } from "./access";
import { User, hasAccount, type AccountUser, type UserItem } from "./auth.entity";
import { newEmailVerification } from "./email-verification";
import { generateTemporaryPassword } from "./temporary-password";

export const accountAdminMessages = {
  notFound: "User not found",
  deactivated: "This account is deactivated, so nothing can be sent to it.",
  noEmail: "This user has no e-mail address (register-only), so nothing can be sent.",
  passwordChosen:
    "This user has already chosen a password. They can reset it themselves with Forgot password.",
  alreadyVerified: "This e-mail address is already verified.",
} as const;

export function passwordStateOf(user: UserItem): PasswordState {
  if (!user.passwordHash) return "none";
  return user.passwordStatus ?? "current";
}

async function accountToSendTo(ref: UserRef): Promise<AccountUser> {
  const { userId } = ZUserRef.parse(ref);
  const user = (await User.get({ userId }).go({ consistent: true })).data;
  if (!user) throw new AppError("NOT_FOUND", accountAdminMessages.notFound);
  if (!user.isActive) throw new AppError("CONFLICT", accountAdminMessages.deactivated);
  if (!hasAccount(user)) throw new AppError("CONFLICT", accountAdminMessages.noEmail);
  return user;
}

/**
 * For someone who never signed in (a temporary password, or none yet): a new temporary password replaces the
 * old one and is e-mailed. The write is conditional, so a password chosen meanwhile is never overwritten.
 */
export async function resendTemporaryPassword(ref: UserRef): Promise<{ email: string; expiresAt: string }> {
  const user = await accountToSendTo(ref);
  if (passwordStateOf(user) !== "temporary" && passwordStateOf(user) !== "none")
    throw new AppError("CONFLICT", accountAdminMessages.passwordChosen);
  const password = generateTemporaryPassword();
  const expiresAt = new Date(now().getTime() + accountPolicy.temporaryPasswordLifetimeMs).toISOString();
  try {
    await User.patch({ userId: user.userId })
      .set({
        passwordHash: await hashSecret(password),
        passwordStatus: "temporary",
        passwordExpiresAt: expiresAt,
      })
      .where(
        (attributes, { eq, notExists }) =>
          `${eq(attributes.passwordStatus, "temporary")} OR ${notExists(attributes.passwordHash)}`,
      )
      .go();
  } catch (error) {
    throw isConditionFailure(error) ? new AppError("CONFLICT", accountAdminMessages.passwordChosen) : error;
  }
  forgetUserAccess(user.userId);
  await sendEmail({ to: user.email, ...accountEmails.newTemporaryPassword({ name: user.name, password }) });
  return { email: user.email, expiresAt };
}

/** A new verification link for an unverified e-mail; earlier links keep working until they expire. */
export async function resendVerificationEmail(ref: UserRef): Promise<{ email: string }> {
  const user = await accountToSendTo(ref);
  if (user.emailVerified !== false) throw new AppError("CONFLICT", accountAdminMessages.alreadyVerified);
  const verification = newEmailVerification(user.userId);
  await EmailVerification.create(verification.item).go();
  await sendEmail({
    to: user.email,
    ...accountEmails.verification({ name: user.name, verifyLink: verification.link }),
  });
  return { email: user.email };
}
