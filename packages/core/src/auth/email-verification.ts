import { createWriteTransaction } from "electrodb";
import { epochSeconds, now, nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { appUrl } from "../email/app-url";
import { EmailVerification, type EmailVerificationItem } from "./account.entity";
import { accountPolicy } from "./account-policy";
import { forgetUserAccess } from "./access";
import { User } from "./auth.entity";
import { randomLinkToken, secretDigest } from "./one-time-secrets";
import { ZVerifyEmailInput, type VerifyEmailInput } from "./password-flows.schema";

export const verificationFailedMessage = "This verification link has expired or was already used.";

/** A new link for the user: the token goes into the e-mail, the item (its digest) into the table. */
export function newEmailVerification(userId: string): { link: string; item: EmailVerificationItem } {
  const token = randomLinkToken();
  const expires = new Date(now().getTime() + accountPolicy.verificationLinkLifetimeMs);
  return {
    link: appUrl(`/verifyEmail?token=${token}`),
    item: {
      tokenDigest: secretDigest("verify", token),
      userId,
      linkExpiresAt: expires.toISOString(),
      expiresAt: epochSeconds(expires),
    },
  };
}

/** Marks the e-mail verified; the link is deleted in the same transaction, so it works once. */
export async function verifyEmail(input: VerifyEmailInput): Promise<{ ok: true }> {
  const { token } = ZVerifyEmailInput.parse(input);
  const tokenDigest = secretDigest("verify", token);
  const found = await EmailVerification.get({ tokenDigest }).go({ consistent: true });
  if (!found.data || found.data.linkExpiresAt <= nowIso())
    throw new AppError("ExpiredCodeException", verificationFailedMessage);
  const { userId } = found.data;
  const result = await createWriteTransaction(
    { verification: EmailVerification, user: User },
    ({ verification, user }) => [
      verification
        .delete({ tokenDigest })
        .where((attributes, { exists }) => exists(attributes.tokenDigest))
        .commit(),
      user.patch({ userId }).set({ emailVerified: true }).commit(),
    ],
  ).go();
  if (result.canceled) throw new AppError("ExpiredCodeException", verificationFailedMessage);
  forgetUserAccess(userId);
  return { ok: true };
}
