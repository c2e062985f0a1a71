import { randomInt } from "node:crypto";
import { AppError } from "../common/errors";
import { checkPassword } from "../common/password-rules";
import { ZCompleteNewPasswordInput, type CompleteNewPasswordInput } from "./password-flows.schema";
import { assertTemporaryPasswordValid } from "./password-status";
import { replacePassword } from "./set-password";
import { authenticateUser } from "./sign-in";

/** Letters and digits that cannot be mistaken for one another when typed from an e-mail. */
const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

/** Three groups of four joined by "-" (the special character), redrawn until every rule is met. */
export function generateTemporaryPassword(): string {
  const group = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join("");
  for (;;) {
    const password = [group(), group(), group()].join("-");
    if (checkPassword(password).valid) return password;
  }
}

export const wrongTemporaryPasswordMessage = "Incorrect email or temporary password.";
export const noNewPasswordNeededMessage = "This account does not need a new password. Please log in.";

/**
 * The reset screen in temporary-password mode. The temporary password only ever travelled by e-mail,
 * so setting the new one also verifies the e-mail.
 */
export async function completeNewPassword(
  input: CompleteNewPasswordInput,
  address: string,
): Promise<{ ok: true }> {
  const { email, temporaryPassword, newPassword } = ZCompleteNewPasswordInput.parse(input);
  const user = await authenticateUser(
    email,
    temporaryPassword,
    address,
    new AppError("NotAuthorizedException", wrongTemporaryPasswordMessage),
  );
  if (user.passwordStatus !== "temporary")
    throw new AppError("InvalidParameterException", noNewPasswordNeededMessage);
  assertTemporaryPasswordValid(user);
  await replacePassword(user, newPassword, { emailVerified: true });
  return { ok: true };
}
