import { AppError, messages } from "../common/errors";
import { checkPassword } from "../common/password-rules";
import { decoyHash, verifySecret } from "../common/passwords";
import { loadUserAccess } from "./access";
import type { AccountUser } from "./auth.entity";
import { ZSignInInput, type SignInInput } from "./auth.schema";
import { buildMe } from "./me";
import type { Me } from "./me.schema";
import { assertPasswordOpensSession, weakPasswordError } from "./password-status";
import { createSession, revokeSession } from "./sessions";
import { assertSignInAllowed, clearAccountFailures, recordSignInFailure } from "./sign-in-limits";
import { findUserByEmail } from "./users";

const invalidCredentials = () => new AppError("INVALID_CREDENTIALS", messages.invalidCredentials);

/** The sign-in limits' key of a dashboard account. */
export const userAccount = (email: string): string => `user:${email}`;

/**
 * Checks a secret against a stored hash under the sign-in limits. Unknown accounts are checked against
 * a decoy hash so that a miss costs the same time as a wrong password.
 */
export async function checkCredentials(
  account: string,
  secret: string,
  storedHash: string | undefined,
  address: string,
  mismatch: AppError = invalidCredentials(),
): Promise<void> {
  await assertSignInAllowed(account, address);
  const matches = await verifySecret(secret, storedHash ?? (await decoyHash));
  if (!storedHash || !matches) {
    await recordSignInFailure(account, address);
    throw mismatch;
  }
  await clearAccountFailures(account);
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
  await checkCredentials(userAccount(email), secret, user?.passwordHash, address, mismatch);
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
