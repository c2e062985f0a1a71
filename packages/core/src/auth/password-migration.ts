import { AppError } from "../common/errors";
import { identityMessages } from "./identity-messages";
import { ZMigratePasswordInput, type MigratePasswordInput } from "./password-flows.schema";
import { replacePassword } from "./set-password";
import { authenticateUser } from "./sign-in";

export const useTemporaryPasswordMessage =
  "This account has a temporary password. Please log in with it to choose a new one.";

/**
 * The legacy migration reset, also the way out of a weak password: the old password (under the sign-in
 * limits) proves who is asking; a wrong one is a 403 "Old password is incorrect".
 */
export async function migratePassword(input: MigratePasswordInput, address: string): Promise<{ ok: true }> {
  const { email, oldPassword, newPassword } = ZMigratePasswordInput.parse(input);
  const user = await authenticateUser(
    email,
    oldPassword,
    address,
    new AppError("NotAuthorizedException", identityMessages.oldPasswordIncorrect),
  );
  if (user.passwordStatus === "temporary")
    throw new AppError("InvalidParameterException", useTemporaryPasswordMessage);
  await replacePassword(user, newPassword);
  return { ok: true };
}
