import { AppError, messages } from "../common/errors";
import { decoyHash, verifySecret } from "../common/passwords";
import { loadUserAccess } from "./access";
import { ZSignInInput, type SignInInput } from "./auth.schema";
import { buildMe } from "./me";
import type { Me } from "./me.schema";
import { createSession, revokeSession } from "./sessions";
import { assertSignInAllowed, clearAccountFailures, recordSignInFailure } from "./sign-in-limits";
import { findUserByEmail } from "./users";

/**
 * Checks a secret against a stored hash under the sign-in limits. Unknown accounts are checked against
 * a decoy hash so that a miss costs the same time as a wrong password.
 */
export async function checkCredentials(
  account: string,
  secret: string,
  storedHash: string | undefined,
  address: string,
): Promise<void> {
  await assertSignInAllowed(account, address);
  const matches = await verifySecret(secret, storedHash ?? (await decoyHash));
  if (!storedHash || !matches) {
    await recordSignInFailure(account, address);
    throw new AppError("INVALID_CREDENTIALS", messages.invalidCredentials);
  }
  await clearAccountFailures(account);
}

export async function signIn(input: SignInInput, address: string): Promise<{ token: string; me: Me }> {
  const { email, password } = ZSignInInput.parse(input);
  const user = await findUserByEmail(email);
  await checkCredentials(`user:${email}`, password, user?.isActive ? user.passwordHash : undefined, address);
  const access = user && (await loadUserAccess(user.userId));
  if (!access) throw new AppError("INVALID_CREDENTIALS", messages.invalidCredentials);
  const token = await createSession({
    kind: "user",
    userId: access.user.userId,
  });
  return { token, me: await buildMe(access) };
}

export async function signOut(sessionHash: string): Promise<void> {
  await revokeSession(sessionHash);
}
