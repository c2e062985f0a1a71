import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import type { AccountAccess } from "./access";
import type { UserItem } from "./auth.entity";
import { identityMessages } from "./identity-messages";
import { buildMe } from "./me";
import type { MigratingUser } from "./password-flows.schema";

export const temporaryPasswordExpiredMessage =
  "Your temporary password has expired. Please contact your administrator to send a new one.";
export const migrationRequiredMessage = "Please reset your password to continue.";

export function assertTemporaryPasswordValid(user: UserItem): void {
  if (user.passwordStatus === "temporary" && (user.passwordExpiresAt ?? "") <= nowIso())
    throw new AppError("ExpiredCodeException", temporaryPasswordExpiredMessage);
}

/** A temporary or legacy password proves who the user is, but opens no session until it is replaced. */
export async function assertPasswordOpensSession(access: AccountAccess): Promise<void> {
  const { user } = access;
  if (user.passwordStatus === "temporary") {
    assertTemporaryPasswordValid(user);
    throw new AppError("NEW_PASSWORD_REQUIRED", identityMessages.newPasswordRequired);
  }
  if (user.passwordStatus === "legacy") {
    const { id, email, entityAssignments } = await buildMe(access);
    const migratingUser: MigratingUser = { id, email, entityAssignments };
    throw new AppError("PASSWORD_MIGRATION_REQUIRED", migrationRequiredMessage, { migratingUser });
  }
}
