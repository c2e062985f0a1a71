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

async function migratingUserOf(access: AccountAccess): Promise<MigratingUser> {
  const { id, email, entityAssignments } = await buildMe(access);
  return { id, email, entityAssignments };
}

/** A temporary or legacy password proves who the user is, but opens no session until it is replaced. */
export async function assertPasswordOpensSession(access: AccountAccess): Promise<void> {
  const { user } = access;
  if (user.passwordStatus === "temporary") {
    assertTemporaryPasswordValid(user);
    throw new AppError("NEW_PASSWORD_REQUIRED", identityMessages.newPasswordRequired);
  }
  if (user.passwordStatus === "legacy") {
    const migratingUser = await migratingUserOf(access);
    throw new AppError("PASSWORD_MIGRATION_REQUIRED", migrationRequiredMessage, { migratingUser });
  }
}

/**
 * A password that no longer meets the rules opens no session either: the answer carries what the migration
 * reset needs, and `reason: "weak"` so the web asks first ("Weak password detected. Please reset it").
 */
export async function weakPasswordError(access: AccountAccess): Promise<AppError> {
  const migratingUser = await migratingUserOf(access);
  return new AppError("PASSWORD_MIGRATION_REQUIRED", identityMessages.weakPassword, {
    migratingUser,
    reason: "weak",
  });
}
