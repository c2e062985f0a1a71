import { randomUUID } from "node:crypto";
import { Service } from "electrodb";
import { z } from "zod";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import { platformAuditScope } from "../audit/audit.schema";
import { ZId } from "../common/bounded.schema";
import { now } from "../common/clock";
import { AppError } from "../common/errors";
import { checkPassword, passwordRulesMessage } from "../common/password-rules";
import { hashSecret } from "../common/passwords";
import { Unique } from "../db/unique.entity";
import { accountPolicy } from "./account-policy";
import {
  Assignment,
  SecurityRole,
  User,
  hasAccount,
  type AccountUser,
  type PasswordStatus,
  type UserItem,
} from "./auth.entity";
import { ZEmail } from "./auth.schema";
import { revokeAllSessions, principalOf } from "./sessions";
import { forgetUserAccess } from "./access";
import { UserSearchKey } from "./user-search.entity";
import { normalizeSearch, searchTokensOf, searchKeyOf } from "./user-search-keys";

const userService = new Service({ user: User, unique: Unique, audit: AuditEntry, search: UserSearchKey });

export const ZCreateUserInput = z
  .object({
    /** None for register-only staff. */
    email: ZEmail.optional(),
    name: z.string().trim().min(1, "Name is required").max(120),
    /** None until the user chooses one through "Forgot password". */
    password: z.string().max(256).optional(),
    isAdmin: z.boolean().default(false),
  })
  .refine((data) => data.email !== undefined || data.password === undefined, {
    message: "A password needs an e-mail to sign in with",
    path: ["password"],
  });
export type CreateUserInput = z.input<typeof ZCreateUserInput>;

export const emailTakenMessage = "A user with this email already exists";

export interface CreateUserOptions {
  /** "temporary" expires (accountPolicy) and must be replaced at first sign-in; "legacy" is imported as is, unchecked. */
  passwordStatus?: PasswordStatus;
  /** Users created by an administrator or an import count as verified; registration sends a verification link. */
  emailVerified?: boolean;
}

async function passwordFields(password: string | undefined, passwordStatus: PasswordStatus, at: Date) {
  if (password === undefined) return {};
  if (passwordStatus !== "legacy" && !checkPassword(password).valid)
    throw new AppError("INVALID_INPUT", passwordRulesMessage);
  return {
    passwordHash: await hashSecret(password),
    passwordStatus,
    ...(passwordStatus === "temporary" && {
      passwordExpiresAt: new Date(at.getTime() + accountPolicy.temporaryPasswordLifetimeMs).toISOString(),
    }),
  };
}

/** A new user's item, validated and with its password (if any) hashed, not yet written. */
export async function newUserItem(
  input: CreateUserInput,
  options: CreateUserOptions = {},
): Promise<UserItem> {
  const data = ZCreateUserInput.parse(input);
  const at = now();
  return {
    userId: `u_${randomUUID().replaceAll("-", "").slice(0, 12)}`,
    ...(data.email !== undefined && { email: data.email }),
    name: data.name,
    isAdmin: data.isAdmin,
    isActive: true,
    ...(await passwordFields(data.password, options.passwordStatus ?? "current", at)),
    emailVerified: options.emailVerified ?? true,
    createDate: at.toISOString(),
  };
}

/** The unique e-mail guard is written only for a user with an e-mail. */
export async function createUser(input: CreateUserInput, options: CreateUserOptions = {}): Promise<UserItem> {
  const user = await newUserItem(input, options);
  const { email } = user;
  const result = await userService.transaction
    .write(({ user: users, unique, search }) => [
      ...(email === undefined
        ? []
        : [unique.create({ kind: "email", value: email, ownerId: user.userId }).commit()]),
      users.create(user).commit(),
      ...searchTokensOf(user).map((token) => search.put(searchKeyOf(user.userId, token)).commit()),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", emailTakenMessage);
  return user;
}

/** An unknown e-mail reads a user no one has, so it costs the same two reads as a known one. */
export async function findUserByEmail(email: string): Promise<AccountUser | null> {
  const owner = await Unique.get({ kind: "email", value: email }).go({
    consistent: true,
  });
  const userId = owner.data?.ownerId ?? "u_none";
  const user = (await User.get({ userId }).go({ consistent: true })).data;
  return owner.data && user && hasAccount(user) ? user : null;
}

/**
 * Gives a user without an e-mail one, under the same uniqueness guard; it counts as verified (an administrator
 * entered it) and they choose a password through "Forgot password".
 */
export async function addUserEmail(userId: string, email: string): Promise<void> {
  const result = await userService.transaction
    .write(({ user, unique, search }) => [
      unique.create({ kind: "email", value: email, ownerId: userId }).commit(),
      search.put(searchKeyOf(userId, normalizeSearch(email))).commit(),
      user
        .patch({ userId })
        .set({ email, emailVerified: true })
        .where((attributes, { notExists }) => notExists(attributes.email))
        .commit(),
    ])
    .go();
  forgetUserAccess(userId);
  if (result.canceled) throw new AppError("CONFLICT", emailTakenMessage);
}

export const ZAssignInput = z.object({
  userId: ZId,
  companyId: z.number().int().positive(),
  entityType: z.enum(["company", "location"]),
  entityId: ZId,
  securityRoleId: ZId.optional(),
});

export async function assignUser(input: z.input<typeof ZAssignInput>): Promise<void> {
  const data = ZAssignInput.parse(input);
  await Assignment.put({ ...data, type: "assigned" }).go();
  forgetUserAccess(data.userId);
}

export async function createSecurityRole(input: { companyId: number; name: string; permissions: string[] }) {
  const roleId = `r_${randomUUID().slice(0, 8)}`;
  const created = await SecurityRole.create({ ...input, roleId }).go();
  return created.data;
}

/**
 * A deactivated user cannot sign in and every one of their sessions ends. With `by` (an admin's action) the
 * platform audit entry is written in the same transaction; an owner's removal of an employee records its own.
 */
export async function deactivateUser(userId: string, by?: AuditActor): Promise<void> {
  const entry = by
    ? auditEntry(by, {
        companyId: platformAuditScope,
        action: "user.deactivate",
        targetId: userId,
        targetLabel: userId,
        before: { isActive: true },
        after: { isActive: false },
      })
    : null;
  const result = await userService.transaction
    .write(({ user, audit }) => [
      user.patch({ userId }).set({ isActive: false }).commit(),
      ...(entry ? [audit.create(entry).commit()] : []),
    ])
    .go();
  if (result.canceled) throw new AppError("NOT_FOUND", "User not found");
  forgetUserAccess(userId);
  await revokeAllSessions(principalOf({ userId }));
}
