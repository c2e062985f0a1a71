import { AppError, messages } from "../common/errors";
import { checkPassword } from "../common/password-rules";
import { decoyHash, hashSecret, needsRehash, verifySecret } from "../common/passwords";
import { isConditionFailure } from "../db/conditions";
import { forgetUserAccess, loadUserAccess } from "./access";
import { User, type AccountUser } from "./auth.entity";
import { ZSignInInput, type SignInInput } from "./auth.schema";
import { buildMe } from "./me";
import type { Me } from "./me.schema";
import { assertPasswordOpensSession, weakPasswordError } from "./password-status";
import { createSession, revokeSession } from "./sessions";
import { startSignInAttempt } from "./sign-in-limits";
import { findUserByEmail } from "./users";

const invalidCredentials = () => new AppError("INVALID_CREDENTIALS", messages.invalidCredentials);

/** The sign-in limits' key of a dashboard account. */
export const userAccount = (email: string): string => `user:${email}`;

/** A stored password hash and how to replace it when it was made with older parameters. */
export interface StoredSecret {
  hash: string;
  /** Writes `hash` in place of the stored one, unless the stored one changed meanwhile. */
  replace: (hash: string) => Promise<void>;
}

/**
 * Checks a secret against a stored hash under the sign-in limits: the attempt is counted before the (slow)
 * check. Unknown accounts are checked against a decoy hash so that a miss costs the same time as a wrong password.
 */
export async function checkCredentials(
  account: string,
  secret: string,
  stored: StoredSecret | undefined,
  address: string,
  mismatch: AppError = invalidCredentials(),
): Promise<void> {
  const attempt = await startSignInAttempt(account, address);
  const matches = await verifySecret(secret, stored?.hash ?? (await decoyHash()));
  if (!stored || !matches) throw mismatch;
  await attempt.succeeded();
  if (needsRehash(stored.hash)) await stored.replace(await hashSecret(secret));
}

/** Replaces a user's password hash by an equal one of today's cost, unless the password changed meanwhile. */
async function rehashUser(userId: string, previous: string, hash: string): Promise<void> {
  await User.patch({ userId })
    .set({ passwordHash: hash })
    .where((attributes, { eq }) => eq(attributes.passwordHash, previous))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  forgetUserAccess(userId);
}

/** The active user with this e-mail and password, under the sign-in limits; otherwise `mismatch` is thrown. */
export async function authenticateUser(
  email: string,
  secret: string,
  address: string,
  mismatch: AppError = invalidCredentials(),
): Promise<AccountUser> {
  const found = await findUserByEmail(email);
  const user = found?.isActive ? found : null;
  const previous = user?.passwordHash;
  const stored =
    user && previous
      ? { hash: previous, replace: (hash: string) => rehashUser(user.userId, previous, hash) }
      : undefined;
  await checkCredentials(userAccount(email), secret, stored, address, mismatch);
  if (!user) throw mismatch;
  return user;
}

export interface SignInResult {
  token: string;
  me: Me;
}

export async function signIn(input: SignInInput, address: string): Promise<SignInResult> {
  const { email, password } = ZSignInInput.parse(input);
  const user = await authenticateUser(email, password, address);
  const loaded = await loadUserAccess(user.userId);
  if (!loaded) throw invalidCredentials();
  const access = { user, assignments: loaded.assignments };
  await assertPasswordOpensSession(access);
  if (!checkPassword(password).valid) throw await weakPasswordError(access);
  const token = await createSession({
    kind: "user",
    userId: user.userId,
  });
  return { token, me: await buildMe(access) };
}

export async function signOut(sessionHash: string): Promise<void> {
  await revokeSession(sessionHash);
}
