import { ZMigratingUser, type MigratingUser } from "@pos/core/auth/password-flows.schema";
import { readStorage, removeStorage, storageKeys, writeStorage } from "@/lib/storage-keys";

/** The migrating-user marker kept in local storage while a password migration is under way. */
export function storeMigratingUser(user: MigratingUser): void {
  writeStorage(storageKeys.migratingUser, JSON.stringify(user));
}

export function parseMigratingUser(stored: string | null): MigratingUser | null {
  if (!stored) return null;
  try {
    const parsed = ZMigratingUser.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readMigratingUser(): MigratingUser | null {
  return parseMigratingUser(readStorage(storageKeys.migratingUser));
}

export function clearMigratingUser(): void {
  removeStorage(storageKeys.migratingUser);
}

/** Only assignments of type "assigned" give the user a company to return to. */
export function hasAssignedEntity(user: MigratingUser): boolean {
  return user.entityAssignments.some((assignment) => assignment.type === "assigned");
}

export const migrationMessages = {
  contextMissing: "Something went wrong, please go to the login page and try again",
  noAssignedEntity: "Please return the the login page and sign in again",
} as const;

export type MigrationStart = { kind: "ready"; user: MigratingUser } | { kind: "blocked"; message: string };

/** Whether the migration screen can run for this marker (pos-and-accounts 5, Legacy migration). */
export function migrationStart(user: MigratingUser | null): MigrationStart {
  if (!user || !user.email) return { kind: "blocked", message: migrationMessages.contextMissing };
  if (!hasAssignedEntity(user)) return { kind: "blocked", message: migrationMessages.noAssignedEntity };
  return { kind: "ready", user };
}
