import { hashSecret } from "../common/passwords";
import { forgetUserAccess } from "./access";
import { User, type AccountUser } from "./auth.entity";
import { principalOf, revokeAllSessions } from "./sessions";
import { clearAccountFailures } from "./sign-in-limits";
import { userAccount } from "./sign-in";

/**
 * Replaces a user's password (already checked against the rules) with a current one: the temporary expiry goes,
 * every session ends (whoever knew the old password is signed out) and failed sign-ins are forgotten.
 */
export async function replacePassword(
  user: AccountUser,
  newPassword: string,
  changes: { emailVerified?: true } = {},
): Promise<void> {
  await User.patch({ userId: user.userId })
    .set({ passwordHash: await hashSecret(newPassword), passwordStatus: "current", ...changes })
    .remove(["passwordExpiresAt"])
    .go();
  forgetUserAccess(user.userId);
  await Promise.all([
    revokeAllSessions(principalOf({ userId: user.userId })),
    clearAccountFailures(userAccount(user.email)),
  ]);
}
